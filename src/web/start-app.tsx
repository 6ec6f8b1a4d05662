// Before any schema parses: no `eval` probe under the site's CSP.
import './lib/zod-without-eval';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { handOverServerShell } from './lib/server-shell';
import { preloadPage } from './routes';
// Every public page reads the site's content from its first render: in this chunk, the store and
// the API client it may fetch with cost less than as chunks of their own.
import './lib/site-content';

/**
 * Starts the app in `container` (main.tsx decides when). A page the server rendered is adopted
 * as it is (src/web/server-render.tsx, decision 0009); any other page is drawn from the empty
 * root, and takes the place of the admin shell the server drew beside it, if any (decision 0052).
 */
export function startApp(container: HTMLElement, serverRendered: boolean): void {
  preloadPage(window.location.pathname);
  handOverServerShell(container);
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (serverRendered) {
    hydrateRoot(container, app);
    return;
  }
  // Drawn as a transition: React renders the first screen in slices of a few milliseconds,
  // yielding to the browser between them, instead of one long task (issue 42: with the admin
  // shell painted first, each long task of the start blocked a page already on screen).
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
