import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { preloadPage } from './routes';
// Every public page reads the site's content from its first render: in the entry, the store and
// the API client it may fetch with cost Home's first load less than as chunks of their own.
import './lib/site-content';
import './styles.css';

const container = document.getElementById('root');
if (!container) {
  throw new Error('index.html has no #root element to mount the app into');
}

preloadPage(window.location.pathname);

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// Public pages arrive rendered by the server (src/web/server-render.tsx, decision 0009): React adopts
// that HTML instead of drawing it again. Every other page starts from the empty #root.
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);
