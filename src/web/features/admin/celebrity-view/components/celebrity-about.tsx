import type { Celebrity } from '#shared/schemas/celebrity';

const HEADING_CLASSES = 'text-lg font-bold tracking-tight text-brand-950';

/** Description, specialties as chips and achievements as bullets (SPEC §2). */
export function CelebrityAbout({ celebrity }: { celebrity: Celebrity }) {
  return (
    <div className="space-y-6 rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-6">
      <section aria-labelledby="celebrity-about-heading">
        <h2 id="celebrity-about-heading" className={HEADING_CLASSES}>
          About
        </h2>
        <p className="mt-2 leading-relaxed whitespace-pre-line text-slate-700">{celebrity.description}</p>
      </section>
      {celebrity.specialties.length > 0 && (
        <section aria-labelledby="celebrity-specialties-heading">
          <h2 id="celebrity-specialties-heading" className={HEADING_CLASSES}>
            Specialties
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {celebrity.specialties.map((specialty) => (
              <li key={specialty} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
                {specialty}
              </li>
            ))}
          </ul>
        </section>
      )}
      {celebrity.achievements.length > 0 && (
        <section aria-labelledby="celebrity-achievements-heading">
          <h2 id="celebrity-achievements-heading" className={HEADING_CLASSES}>
            Achievements
          </h2>
          <ul className="mt-3 list-disc space-y-1.5 pl-5 text-slate-700 marker:text-gold-500">
            {celebrity.achievements.map((achievement) => (
              <li key={achievement}>{achievement}</li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
