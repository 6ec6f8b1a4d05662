import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'react-hot-toast';
import { RouterProvider } from 'react-router/dom';
import { router } from './router';

/**
 * One client for the whole session. Catalogue data changes rarely, so a short stale time avoids
 * refetching on every page switch; a single retry rides out a network blip without hiding real
 * errors for long (the pages show a toast on failure, SPEC §4).
 */
const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: 1,
      refetchOnWindowFocus: false,
    },
  },
});

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      {/* react-hot-toast's defaults already are SPEC §9's durations and limits. */}
      <Toaster position="top-right" />
    </QueryClientProvider>
  );
}
