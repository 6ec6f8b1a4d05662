import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Celebrity } from '#shared/schemas/celebrity';
import { api, ApiError } from '#web/lib/api-client';
import { takeInitialData } from '#web/lib/initial-data';
import { findListedCelebrity } from '#web/features/public/celebrities/api/get-celebrities';

/** GET /api/celebrities/:id. Quiet: the page decides what a failure shows (SPEC §8). */
export async function getCelebrity(id: string, signal?: AbortSignal): Promise<Celebrity> {
  const { data } = await api.get<Celebrity>(`/celebrities/${encodeURIComponent(id)}`, { errorToast: false, signal });
  return data;
}

/** 404, or 400 for a malformed id: the celebrity does not exist. */
export function isCelebrityMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

export function celebrityQueryKey(id: string) {
  return ['celebrities', 'detail', id] as const;
}

/**
 * One celebrity. A card the listing already loaded is drawn at once while the fresh record
 * loads. A missing celebrity is final; any other failure is retried once.
 */
export function useCelebrity(id: string) {
  const queryClient = useQueryClient();
  const queryKey = celebrityQueryKey(id);
  return useQuery<Celebrity>({
    queryKey,
    // The server's copy when it rendered this page (no second fetch, and hydration matches).
    initialData: () => takeInitialData<Celebrity>(queryKey),
    queryFn: ({ signal }) => getCelebrity(id, signal),
    placeholderData: () => findListedCelebrity(queryClient, id),
    retry: (failures, error) =>
      failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  });
}
