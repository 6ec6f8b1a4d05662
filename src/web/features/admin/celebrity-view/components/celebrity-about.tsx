import type { ReactNode } from 'react';
import type { Celebrity } from '#shared/schemas/celebrity';

const HEADING_CLASSES = 'text-lg font-bold tracking-tight text-brand-950';

/** One part of the profile: a section named by its heading, which the page's outline lists. */
function AboutSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={HEADING_CLASSES}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Description, specialties as chips and achievements as bullets (SPEC §2). */
export function CelebrityAbout({ celebrity }: { celebrity: Celebrity }) {
  return (
    <div className="space-y-6 rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-6">
      <AboutSection id="celebrity-about-heading" title="About">
        <p className="mt-2 leading-relaxed whitespace-pre-line text-slate-700">{celebrity.description}</p>
      </AboutSection>
      {celebrity.specialties.length > 0 && (
        <AboutSection id="celebrity-specialties-heading" title="Specialties">
          <ul className="mt-3 flex flex-wrap gap-2">
            {celebrity.specialties.map((specialty) => (
              <li key={specialty} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
                {specialty}
              </li>
            ))}
          </ul>
        </AboutSection>
      )}
      {celebrity.achievements.length > 0 && (
        <AboutSection id="celebrity-achievements-heading" title="Achievements">
          <ul className="mt-3 list-disc space-y-1.5 pl-5 text-slate-700 marker:text-gold-500">
            {celebrity.achievements.map((achievement) => (
              <li key={achievement}>{achievement}</li>
            ))}
          </ul>
        </AboutSection>
      )}
    </div>
  );
}
