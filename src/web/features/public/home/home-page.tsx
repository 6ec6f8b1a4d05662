import { usePageTitle } from '../../../lib/use-page-title';

/** Home (SPEC §2). Placeholder hero until the home page issue builds the full page. */
export function HomePage() {
  usePageTitle();
  return (
    <section className="bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 text-white">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28 lg:px-8">
        <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">
          Book India&apos;s <span className="text-gold-400">Brightest Stars</span> for Your Next Event
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-brand-100">
          Your premier destination for celebrity management and influencer services.
        </p>
      </div>
    </section>
  );
}
