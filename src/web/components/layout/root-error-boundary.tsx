import { useEffect } from 'react';
import type { FallbackProps } from 'react-error-boundary';
import { PAGES } from '#shared/pages';
import { SITE_NAME } from '#web/lib/site';

/**
 * Shown when anything throws while loading or rendering, including a lazy chunk that failed
 * to download, so the visitor never faces a blank page. Deliberately free of lazy imports and
 * icon libraries: it must render from the entry chunk alone.
 */
export function RootErrorBoundary({ error }: FallbackProps) {
  useEffect(() => {
    console.error('Unexpected application error:', error);
    document.title = `Something went wrong | ${SITE_NAME}`;
  }, [error]);

  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-brand-50 px-4 py-16 text-center">
      <div className="max-w-md">
        <p className="text-5xl" aria-hidden="true">
          ⚠
        </p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-brand-950">Something went wrong</h1>
        <p className="mt-3 text-slate-700">We could not load this page. Please try again in a moment.</p>
        <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
          <button
            type="button"
            // A full reload fetches the current build's chunks, which cures a stale-deploy failure.
            onClick={() => window.location.reload()}
            className="rounded-full bg-brand-700 px-6 py-2.5 font-semibold text-white transition-colors hover:bg-brand-800"
          >
            Try again
          </button>
          {/* A plain link, not <Link>: the router itself may be what failed. */}
          <a
            href={PAGES.home.getHref()}
            className="rounded-full border border-brand-300 px-6 py-2.5 font-semibold text-brand-800 transition-colors hover:bg-brand-100"
          >
            Return to Home
          </a>
        </div>
      </div>
    </main>
  );
}
