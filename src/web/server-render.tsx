import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { type PageName, PAGES } from '#shared/pages';
import type { PageData } from '#shared/schemas/page-data';
import { AppContent } from './app';
import { AdminShellPlaceholder } from './components/layout/admin-shell-placeholder';
import { seedPageData } from './lib/initial-data';
import { setRenderedPageData } from './lib/page-data-block';
import { queryClient } from './lib/query-client';
import { setSiteContent } from './lib/site-content';

function page(url: string) {
  return (
    <StrictMode>
      <StaticRouter location={url}>
        <AppContent />
      </StaticRouter>
    </StrictMode>
  );
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Renders a public page to HTML, so the first paint needs no JavaScript; the browser then
 * hydrates it (main.tsx). Used by the server for every public page, with that page's data
 * (`initialData`, which the browser receives too and reads the same way, so its first render
 * matches); the server caches the HTML until a save (docs/decisions/0009).
 *
 * Two passes: `prerender` waits for the route's lazy chunks, which leaves them resolved; the
 * second, synchronous pass then writes plain HTML. A single streaming pass would reveal the lazy
 * parts with inline scripts, which the site's Content Security Policy rightly blocks. Renders
 * run one at a time: the data sits in the shared query client and the site content store only
 * while its page renders.
 */
export function renderPage(url: string, initialData: PageData = {}): Promise<string> {
  const run = async () => {
    try {
      seedPageData(queryClient, initialData);
      setSiteContent(initialData.site);
      setRenderedPageData(initialData);
      await prerender(page(url));
      return renderToString(page(url));
    } finally {
      queryClient.clear();
      setSiteContent(undefined);
      setRenderedPageData(undefined);
    }
  };
  const result = queue.then(run, run);
  queue = result.catch(() => undefined);
  return result;
}

/**
 * The admin panel's shell for one screen (`page`), as the server sends it to every visitor of
 * its addresses before any script (decision 0052): the same for everyone, so nothing private (it
 * is drawn at the screen's pattern, never a visitor's address); the app takes its place.
 * Synchronous: nothing in it is lazy or reads data.
 */
export function renderAdminShell(page: PageName): string {
  try {
    return renderToString(
      <StaticRouter location={PAGES[page].path}>
        <QueryClientProvider client={queryClient}>
          <AdminShellPlaceholder page={page} />
        </QueryClientProvider>
      </StaticRouter>,
    );
  } finally {
    // The header's bell registered its query, which nothing here will ever fetch.
    queryClient.clear();
  }
}
