import { useSiteContent } from '#web/lib/site-content';

/** SPEC §2: the four headline figures (Settings, "Home figures"), on a card that overlaps the hero. */
export function StatsStrip() {
  const stats = useSiteContent()?.figures.homeStats;
  if (!stats?.length) return null;
  return (
    <section aria-label="Starline Talent in numbers" className="relative z-10 -mt-20 px-4 sm:-mt-24 sm:px-6 lg:px-8">
      <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-y-8 rounded-3xl bg-white px-4 py-8 shadow-xl ring-1 shadow-brand-950/10 ring-brand-100 sm:px-8 md:grid-cols-4 md:divide-x md:divide-brand-100">
        {stats.map((stat, i) => (
          <div key={i} className="flex flex-col-reverse items-center gap-1 px-2 text-center">
            <dt className="text-sm font-medium text-slate-600 sm:text-base">{stat.label}</dt>
            <dd className="bg-gradient-to-br from-brand-700 to-brand-500 bg-clip-text text-4xl font-extrabold tracking-tight text-transparent sm:text-5xl">
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
