import { useSiteContent } from '#web/lib/site-content';

/** "Our impact in numbers": the agency's four figures for About (Settings). */
export function ImpactSection() {
  const stats = useSiteContent()?.figures.impactStats;
  if (!stats?.length) return null;
  return (
    <section
      aria-labelledby="impact"
      className="relative isolate overflow-hidden bg-brand-950 px-4 py-20 text-white sm:px-6 sm:py-24 lg:px-8"
    >
      <div
        aria-hidden="true"
        className="absolute -top-48 -right-48 -z-10 size-[30rem] rounded-full bg-brand-600/30 blur-3xl"
      />
      <div className="mx-auto max-w-7xl">
        <h2 id="impact" className="text-center text-3xl font-bold tracking-tight sm:text-4xl">
          Our impact in numbers
        </h2>
        <dl className="mt-12 grid grid-cols-2 gap-8 lg:grid-cols-4">
          {stats.map((stat, i) => (
            <div
              key={i}
              className="flex flex-col-reverse items-center gap-2 rounded-3xl bg-white/5 px-4 py-8 text-center ring-1 ring-white/10"
            >
              <dt className="text-brand-200">{stat.label}</dt>
              <dd className="text-4xl font-extrabold tracking-tight text-gold-400 sm:text-5xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
