// Before any schema parses: no `eval` probe under the site's CSP.
import './lib/zod-without-eval';
import { StrictMode } from 'react';
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
  if (serverRendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
}
