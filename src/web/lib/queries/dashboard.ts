import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FunnelDays } from '#shared/constants/dashboard';
import type { Dashboard } from '#shared/schemas/dashboard';
import { api } from '../api-client';

/** The dashboard resource: its key, fetcher, `queryOptions` and hook. */

/** The dashboard's figures and lists change with every inquiry change (see inquiries.ts). */
export const dashboardKeys = {
  all: ['admin', 'dashboard'] as const,
  /** The dashboard with the funnel of the last `days` days. */
  of: (days: FunnelDays) => [...dashboardKeys.all, days] as const,
};

/** GET /api/dashboard?days=: the figures, what needs doing now, the next days, the pictures. */
export async function getDashboard(days: FunnelDays, signal?: AbortSignal): Promise<Dashboard> {
  const { data } = await api.get<Dashboard>(`/dashboard?days=${days}`, { signal });
  return data;
}

export function getDashboardQueryOptions(days: FunnelDays = 30) {
  return queryOptions({ queryKey: dashboardKeys.of(days), queryFn: ({ signal }) => getDashboard(days, signal) });
}

/**
 * Always fetched afresh (staleTime 0), as all admin data. Switching the funnel's span keeps the
 * page as it was until the other span arrives.
 */
export function useDashboard(days: FunnelDays = 30) {
  return useQuery({ ...getDashboardQueryOptions(days), staleTime: 0, placeholderData: keepPreviousData });
}
