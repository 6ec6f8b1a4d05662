import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { seedPageData, takeInitialPageData } from '../lib/initial-data';
import { queryClient } from '../lib/query-client';

// The data the server rendered this page with goes into the cache before the first screen that
// reads it renders (this module loads with every such screen, see routes.tsx): hydration then
// matches the server's HTML and nothing is fetched twice.
seedPageData(queryClient, takeInitialPageData());

/**
 * The one client for every screen that uses TanStack Query. Mounted by the route table around
 * those screens (`readsThroughQuery` in routes.tsx), not at the root: Home's first load stays
 * without TanStack Query (docs/decisions/0008-query-provider-placement.md).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
