import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { Celebrity } from '#shared/schemas/celebrity';
import { api } from '#web/lib/api-client';
import { adminCelebrityKeys } from '#web/lib/celebrity-cache';

/** Cards per "Load more" step: fills whole rows of 2, 3 and 4 columns. */
export const ADMIN_CELEBRITIES_PAGE_SIZE = 24;

export interface AdminCelebritiesPage {
  items: Celebrity[];
  total: number;
  offset: number;
}

/**
 * GET /api/celebrities?match=name-category: one page of the catalogue whose name or category
 * contains `q` (SPEC §2). The server searches, so the filter covers the whole catalogue, not
 * only the pages loaded so far. Quiet on failure (SPEC §8: the admin list load fails silently).
 */
export async function getAdminCelebrities(
  { q, offset = 0, limit = ADMIN_CELEBRITIES_PAGE_SIZE }: { q: string; offset?: number; limit?: number },
  signal?: AbortSignal,
): Promise<AdminCelebritiesPage> {
  const { data, meta } = await api.get<Celebrity[]>('/celebrities', {
    params: { q, match: 'name-category', limit, offset },
    errorToast: false,
    signal,
  });
  return { items: data, total: meta?.total ?? offset + data.length, offset };
}

/**
 * The admin list as pages loaded on demand. Always fresh (staleTime 0): staff expect to see
 * their own and their colleagues' latest changes. The previous results stay (dimmed) while a
 * new search loads.
 */
export function useAdminCelebrities(q: string) {
  return useInfiniteQuery({
    queryKey: adminCelebrityKeys.list(q),
    queryFn: ({ pageParam, signal }) => getAdminCelebrities({ q, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => {
      const next = last.offset + last.items.length;
      return last.items.length > 0 && next < last.total ? next : undefined;
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });
}
