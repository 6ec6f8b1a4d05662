import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppContent } from './app';

function page(url: string) {
  return (
    <StrictMode>
      <StaticRouter location={url}>
        <AppContent />
      </StaticRouter>
    </StrictMode>
  );
}

/**
 * Renders a public page to HTML at build time (`scripts/prerender-pages.mjs`), so the first
 * paint needs no JavaScript; the browser then hydrates it (main.tsx). Data from the server
 * (featured celebrities, the listing) is not fetched here: the HTML holds the same loading state
 * the browser starts from, so hydration matches.
 *
 * Two passes: `prerender` waits for the route's lazy chunks, which leaves them resolved; the
 * second, synchronous pass then writes plain HTML. A single streaming pass would reveal the lazy
 * parts with inline scripts, which the site's Content Security Policy rightly blocks.
 */
export async function renderPage(url: string): Promise<string> {
  await prerender(page(url));
  return renderToString(page(url));
}
