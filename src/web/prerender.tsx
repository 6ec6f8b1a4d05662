import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppContent } from './app';
import type { InitialDataEntry } from './lib/initial-data';
import { queryClient } from './lib/query-client';

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
 * hydrates it (main.tsx). Used at build time for the static pages (scripts/prerender-pages.mjs)
 * and by the server for a celebrity's page, with that page's data (`initialData`, which the
 * browser receives too, so its first render matches).
 *
 * Two passes: `prerender` waits for the route's lazy chunks, which leaves them resolved; the
 * second, synchronous pass then writes plain HTML. A single streaming pass would reveal the lazy
 * parts with inline scripts, which the site's Content Security Policy rightly blocks. Renders
 * run one at a time: the data sits in the shared query client only while its page renders.
 */
export function renderPage(url: string, initialData: readonly InitialDataEntry[] = []): Promise<string> {
  const run = async () => {
    try {
      for (const { queryKey, data } of initialData) queryClient.setQueryData(queryKey, data);
      await prerender(page(url));
      return renderToString(page(url));
    } finally {
      queryClient.clear();
    }
  };
  const result = queue.then(run, run);
  queue = result.catch(() => undefined);
  return result;
}
