import { keepPreviousData, useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { LISTING_PAGE_SIZE, type Category } from '#shared/constants';
import type { Celebrity } from '#shared/schemas/celebrity';
import { api } from '#web/lib/api-client';
import { takeInitialData } from '#web/lib/initial-data';

/** Cards per "Load more" step. */
export const CELEBRITIES_PAGE_SIZE = LISTING_PAGE_SIZE;

export interface CelebrityFilters {
  /** Name or specialty text; '' for none. */
  q: string;
  /** One category, or undefined for All. */
  category: Category | undefined;
}

/** One page of the listing, with the total that matches the filters. */
export interface CelebritiesPage {
  items: Celebrity[];
  total: number;
  offset: number;
}

/** GET /api/celebrities: one page of the catalogue matching the filters (SPEC §2, §7). */
export async function getCelebrities(
  { q, category, limit = CELEBRITIES_PAGE_SIZE, offset = 0 }: CelebrityFilters & { limit?: number; offset?: number },
  signal?: AbortSignal,
): Promise<CelebritiesPage> {
  const { data, meta } = await api.get<Celebrity[]>('/celebrities', {
    params: { q, category, limit, offset },
    // SPEC §8: the one toast of a failed listing fetch.
    errorToast: 'Failed to fetch celebrities',
    signal,
  });
  return { items: data, total: meta?.total ?? offset + data.length, offset };
}

const listKey = ['celebrities', 'list'] as const;

/**
 * The listing as pages loaded on demand. While new filters load, the previous results stay on
 * screen (dimmed by the page) instead of flashing empty. No automatic retry: the api client
 * toasts every failed attempt, and the page offers its own "Try again".
 */
export function useCelebritiesInfinite(filters: CelebrityFilters) {
  const queryKey = [...listKey, filters];
  return useInfiniteQuery({
    queryKey,
    // The first page as the server rendered it, when it did (the unfiltered listing).
    initialData: () => takeInitialData<InfiniteData<CelebritiesPage, number>>(queryKey),
    queryFn: ({ pageParam, signal }) => getCelebrities({ ...filters, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => {
      const next = last.offset + last.items.length;
      return last.items.length > 0 && next < last.total ? next : undefined;
    },
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** A celebrity already loaded by the listing, so its detail page can draw at once. */
export function findListedCelebrity(queryClient: QueryClient, id: string): Celebrity | undefined {
  for (const [, data] of queryClient.getQueriesData<InfiniteData<CelebritiesPage>>({ queryKey: listKey })) {
    for (const page of data?.pages ?? []) {
      const found = page.items.find((celebrity) => celebrity._id === id);
      if (found) return found;
    }
  }
  return undefined;
}
