import { useQuery } from '@tanstack/react-query';
import type { Dashboard } from '#shared/schemas/dashboard';
import { api } from '#web/lib/api-client';

/** GET /api/dashboard: the four figures with last month's, and the latest inquiries. */
export async function getDashboard(signal?: AbortSignal): Promise<Dashboard> {
  const { data } = await api.get<Dashboard>('/dashboard', { signal });
  return data;
}

export function useDashboard() {
  return useQuery({ queryKey: ['admin', 'dashboard'], queryFn: ({ signal }) => getDashboard(signal), staleTime: 0 });
}
