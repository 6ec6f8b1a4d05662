import { useSiteContent } from '#web/lib/site-content';

export function AboutHero() {
  const foundedYear = useSiteContent()?.figures.foundedYear;
  return (
    <section className="relative isolate overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 px-4 py-20 text-center text-white sm:px-6 sm:py-28">
      <div
        aria-hidden="true"
        className="absolute -top-40 left-1/2 -z-10 size-[34rem] -translate-x-1/2 rounded-full bg-gold-400/15 blur-3xl"
      />
      {/* A blank line until the content is there keeps the heading where it will be. */}
      <p className="text-sm font-semibold tracking-widest text-gold-300 uppercase">
        {foundedYear === undefined ? '\u00a0' : `Since ${foundedYear}`}
      </p>
      <h1 className="mx-auto mt-4 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">
        About Us
      </h1>
      <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-brand-100 sm:text-xl">
        Starline Talent connects families, brands and event planners with India’s best-loved celebrities, and looks
        after every detail between the first call and the final bow.
      </p>
    </section>
  );
}
