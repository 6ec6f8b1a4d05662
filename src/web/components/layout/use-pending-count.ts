import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client';

/** How many inquiries still wait for a reply: the bell's badge. */
async function getPendingCount(signal: AbortSignal): Promise<number> {
  const { meta } = await api.get<unknown[]>('/inquiries', {
    params: { status: 'pending', limit: 1 },
    signal,
    // The badge is a nicety: a failure must not interrupt the page with a toast.
    errorToast: false,
    // Polled every minute: it must not keep an unattended session alive.
    background: true,
  });
  return meta?.total ?? 0;
}

/** Kept under the inquiries key, so every inquiry change (which invalidates it) updates the bell. */
export function usePendingCount() {
  return useQuery({
    queryKey: ['admin', 'inquiries', 'pending-count'],
    queryFn: ({ signal }) => getPendingCount(signal),
    staleTime: 0,
    refetchInterval: 60_000,
    retry: false,
  });
}
