import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { preloadPage } from './routes';
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

// Public pages arrive prerendered (docs/decisions/0005-prerendered-public-pages.md): React adopts
// that HTML instead of drawing it again. Every other page starts from the empty #root.
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);
