import { Link } from 'react-router';
import { PAGES } from '#shared/pages';
import { ArrowRightIcon } from '#web/components/layout/icons';

/** SPEC §2: the closing call to action, leading to the celebrities listing. */
export function FinalCtaSection() {
  return (
    <section aria-labelledby="final-cta" className="px-4 pb-20 sm:px-6 sm:pb-28 lg:px-8">
      <div className="mx-auto max-w-7xl rounded-[2rem] bg-gradient-to-br from-brand-700 via-brand-900 to-brand-950 px-6 py-16 text-center text-white shadow-2xl shadow-brand-950/20 [--focus-ring:var(--color-gold-400)] sm:py-20">
        <h2 id="final-cta" className="mx-auto max-w-3xl text-3xl font-bold tracking-tight text-balance sm:text-5xl">
          Ready to make your next event <span className="text-gold-400">unforgettable</span>?
        </h2>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-brand-100">
          Pick your star today and get a personalised quote within 24 hours.
        </p>
        <Link
          to={PAGES.celebrities.getHref()}
          className="mt-10 inline-flex items-center gap-2 rounded-full bg-gold-400 px-8 py-3.5 font-semibold text-brand-950 shadow-lg shadow-black/20 transition-colors hover:bg-gold-300"
        >
          Browse Celebrities
          <ArrowRightIcon className="size-5" />
        </Link>
      </div>
    </section>
  );
}
