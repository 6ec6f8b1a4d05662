import { QueryClient } from '@tanstack/react-query';

/**
 * One client for the whole session, imported only by the QueryProvider (which the route table
 * mounts around the screens that fetch through TanStack Query), the admin shell and the
 * server-side render, so its code stays out of the first load of pages that do not (Home).
 * Catalogue data changes rarely: a short stale time avoids refetching on every page switch, and
 * a single retry rides out a network blip without hiding real errors for long.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: 1,
      refetchOnWindowFocus: false,
    },
  },
});
