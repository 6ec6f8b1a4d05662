import { useQuery } from '@tanstack/react-query';
import type { Celebrity } from '#shared/schemas/celebrity';
import { api } from '#web/lib/api-client';
import { adminCelebrityKeys } from '#web/lib/celebrity-cache';

/** GET /api/celebrities/:id for the view page; quiet, as the page leaves silently on failure (SPEC §8). */
export async function getCelebrityForView(id: string, signal?: AbortSignal): Promise<Celebrity> {
  const { data } = await api.get<Celebrity>(`/celebrities/${encodeURIComponent(id)}`, { errorToast: false, signal });
  return data;
}

/** One celebrity, refetched on every visit (staleTime 0); a cached copy shows meanwhile. */
export function useCelebrityForView(id: string) {
  return useQuery({
    queryKey: adminCelebrityKeys.detail(id),
    queryFn: ({ signal }) => getCelebrityForView(id, signal),
    staleTime: 0,
    retry: false,
  });
}
