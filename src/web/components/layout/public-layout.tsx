import { Outlet } from 'react-router';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';

/**
 * Chrome shared by the public pages (SPEC §2): the fixed header, the page in <main>, the footer.
 * The top padding equals the header's height (h-16), so nothing starts hidden under the bar.
 */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-white pt-16 text-slate-900">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-brand-950 font-semibold text-white [--focus-ring:var(--color-gold-400)] focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-4 focus:py-2"
      >
        Skip to main content
      </a>
      <PublicHeader />
      {/* scroll-mt: the skip link lands at the top of the page, not under the bar. At least a
          screen tall, so the footer starts below the fold and the page arriving from its lazy
          chunk never pushes a visible footer down (a layout shift). */}
      <main id="main" tabIndex={-1} className="min-h-[calc(100dvh-4rem)] flex-1 scroll-mt-16 focus:outline-none">
        <Outlet />
      </main>
      <PublicFooter />
    </div>
  );
}
