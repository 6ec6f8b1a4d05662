import type { CelebrityStats } from '#shared/schemas/celebrity';

/** The three figures of the public profile, under the labels it shows them with. */
export function CelebrityFigures({ stats }: { stats: CelebrityStats }) {
  const figures = [
    { label: 'Events Completed', value: stats.eventsCompleted },
    { label: 'Brand Partnerships', value: stats.brandPartnerships },
    { label: 'Years Experience', value: stats.yearsExperience },
  ];
  return (
    <section
      aria-labelledby="celebrity-figures-heading"
      className="rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="celebrity-figures-heading" className="text-lg font-bold tracking-tight text-brand-950">
        Profile figures
      </h2>
      <dl className="mt-3 grid grid-cols-3 gap-3">
        {figures.map(({ label, value }) => (
          <div key={label} className="flex flex-col-reverse rounded-xl bg-brand-50 px-3 py-3 text-center">
            <dt className="mt-0.5 text-xs font-medium text-slate-600">{label}</dt>
            <dd className="text-xl font-extrabold break-words text-brand-950">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
