import { FOUNDED_YEAR } from '#web/lib/site';

export function AboutHero() {
  return (
    <section className="relative isolate overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 px-4 py-20 text-center text-white sm:px-6 sm:py-28">
      <div
        aria-hidden="true"
        className="absolute -top-40 left-1/2 -z-10 size-[34rem] -translate-x-1/2 rounded-full bg-gold-400/15 blur-3xl"
      />
      <p className="text-sm font-semibold tracking-widest text-gold-300 uppercase">Since {FOUNDED_YEAR}</p>
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
