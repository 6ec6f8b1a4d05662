import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '#shared/schemas/dashboard';
import { api } from '../api-client';

/** The dashboard resource: its key, fetcher, `queryOptions` and hook. */

/** The dashboard's figures and recent inquiries change with every inquiry change (see inquiries.ts). */
export const dashboardKeys = {
  all: ['admin', 'dashboard'] as const,
};

/** GET /api/dashboard: the four figures with last month's, and the latest inquiries. */
export async function getDashboard(signal?: AbortSignal): Promise<Dashboard> {
  const { data } = await api.get<Dashboard>('/dashboard', { signal });
  return data;
}

export function getDashboardQueryOptions() {
  return queryOptions({ queryKey: dashboardKeys.all, queryFn: ({ signal }) => getDashboard(signal) });
}

/** Always fetched afresh (staleTime 0), as all admin data. */
export function useDashboard() {
  return useQuery({ ...getDashboardQueryOptions(), staleTime: 0 });
}
