import { Home } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { PAGES } from '#shared/pages';
import { usePageTitle } from '#web/lib/use-head-meta';

/**
 * Not-found page (SPEC §2) for any path no route matches. The server answers such paths with
 * status 404 and index.html, so crawlers see the 404 while visitors get this screen.
 */
export function NotFoundPage() {
  const location = useLocation();
  usePageTitle('Page Not Found');

  useEffect(() => {
    // SPEC §2: the missed path is logged, so broken inbound links show up in the console.
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);

  return (
    <main
      id="main"
      className="relative isolate flex min-h-dvh items-center justify-center overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 px-4 py-16 text-center text-white [--focus-ring:var(--color-gold-400)]"
    >
      {/* Soft glow behind the number; purely decorative. */}
      <div
        aria-hidden="true"
        className="absolute top-1/2 left-1/2 -z-10 size-[28rem] max-w-[150vw] -translate-x-1/2 -translate-y-1/2 rounded-full bg-brand-500/25 blur-3xl"
      />
      <div className="max-w-lg">
        <p className="bg-gradient-to-b from-gold-300 to-gold-500 bg-clip-text text-[7rem] leading-none font-extrabold tracking-tight text-transparent sm:text-[10rem]">
          404
        </p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">Oops! Page not found</h1>
        <Link
          to={PAGES.home.getHref()}
          className="mt-10 inline-flex items-center gap-2 rounded-full bg-gold-400 px-7 py-3 font-semibold text-brand-950 shadow-lg shadow-black/20 transition-colors hover:bg-gold-300"
        >
          <Home className="size-5" aria-hidden="true" />
          Return to Home
        </Link>
      </div>
    </main>
  );
}
