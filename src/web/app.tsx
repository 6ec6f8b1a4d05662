import { ErrorBoundary } from 'react-error-boundary';
import { BrowserRouter } from 'react-router';
import { DeferredToaster } from './components/deferred-toaster';
import { RootErrorBoundary } from './components/layout/root-error-boundary';
import { ScrollToTop } from './components/layout/scroll-to-top';
import { AppRoutes } from './routes';

/** Everything inside the router: shared by the browser (`App`) and the server's render of each page (`server-render.tsx`). */
export function AppContent() {
  return (
    <>
      <ScrollToTop />
      {/* Also catches a lazy chunk that failed to download, so nobody faces a blank page. */}
      <ErrorBoundary FallbackComponent={RootErrorBoundary}>
        <AppRoutes />
      </ErrorBoundary>
      <DeferredToaster />
    </>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <AppContent />
    </BrowserRouter>
  );
}
