import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { LISTING_BATCH_SIZE, type Category } from '#shared/constants';
import type { Celebrity, CelebrityListQuery } from '#shared/schemas/celebrity';
import { api, ApiError } from '../api-client';

/**
 * The celebrity resource: every query key, the fetchers of `GET /api/celebrities` and
 * `GET /api/celebrities/:id`, their `queryOptions` and the hooks the screens use. It sits in lib,
 * below the features and components, because the public pages, the admin screens, the writes
 * (which clear all of it) and the server's initial data (`seedPageData`) all read it.
 *
 * Home's featured celebrities are not here: Home loads without TanStack Query (decision 0008),
 * so it fetches them with a plain effect (features/public/home/use-featured-celebrities.ts).
 */

/** Cards per "Load more" step on the admin list: fills whole rows of 2, 3 and 4 columns. */
export const ADMIN_CELEBRITIES_BATCH_SIZE = 24;

export interface CelebrityFilters {
  /** Name or specialty text; '' for none. */
  q: string;
  /** One category, or undefined for All. */
  category: Category | undefined;
}

/** The public listing without filters: the one the server renders (`/celebrities`). */
export const NO_CELEBRITY_FILTERS: CelebrityFilters = { q: '', category: undefined };

/** One batch of a "Load more" list, with the total that matches its search. */
export interface CelebrityBatch {
  items: Celebrity[];
  total: number;
  offset: number;
}

const ALL = ['celebrities'] as const;

/**
 * Every celebrity query key. All start with `celebrities`, so one invalidation after a catalogue
 * write reaches the public pages and the admin screens alike. An absent category drops out of
 * the listing's key when TanStack Query hashes it (`{ q: '' }` is the unfiltered listing).
 */
export const celebrityKeys = {
  all: ALL,
  /** The public listing, whatever its filters (`findListedCelebrity` looks through them). */
  lists: () => [...ALL, 'list'] as const,
  list: (filters: CelebrityFilters) => [...ALL, 'list', filters] as const,
  adminList: (q: string) => [...ALL, 'admin-list', { q }] as const,
  /** One record, shared by the public profile and the admin view and edit screens. */
  detail: (id: string) => [...ALL, 'detail', id] as const,
};

/** Toast text for a failed read: false for none (the screen decides what a failure shows). */
type ErrorToast = string | false;

/**
 * GET /api/celebrities: one page of the catalogue matching the query (SPEC §2, §7); what is left
 * out takes the server's default (`match` is the public listing's name-or-specialty search).
 */
export async function getCelebrityPage(
  { q, match, category, limit, offset }: Partial<CelebrityListQuery> & Pick<CelebrityListQuery, 'limit' | 'offset'>,
  { signal, errorToast }: { signal?: AbortSignal; errorToast: ErrorToast },
): Promise<CelebrityBatch> {
  const { data, meta } = await api.get<Celebrity[]>('/celebrities', {
    params: { q, match, category, limit, offset },
    errorToast,
    signal,
  });
  return { items: data, total: meta?.total ?? offset + data.length, offset };
}

/**
 * GET /api/celebrities/:id: the one fetcher of a record, for the public profile and the admin
 * view and edit screens. Quiet unless a screen asks for a toast (SPEC §8 differs per screen).
 */
export async function getCelebrity(
  id: string,
  { signal, errorToast = false }: { signal?: AbortSignal; errorToast?: ErrorToast } = {},
): Promise<Celebrity> {
  const { data } = await api.get<Celebrity>(`/celebrities/${encodeURIComponent(id)}`, { errorToast, signal });
  return data;
}

/** The offset of the page after `last`, or undefined once everything is loaded. */
export function nextBatchOffset(last: CelebrityBatch): number | undefined {
  const next = last.offset + last.items.length;
  return last.items.length > 0 && next < last.total ? next : undefined;
}

/** The public listing as pages loaded on demand. */
export function getCelebritiesQueryOptions(filters: CelebrityFilters) {
  return infiniteQueryOptions({
    queryKey: celebrityKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      getCelebrityPage(
        { q: filters.q, category: filters.category, limit: LISTING_BATCH_SIZE, offset: pageParam },
        // SPEC §8: the one toast of a failed listing fetch.
        { signal, errorToast: 'Failed to fetch celebrities' },
      ),
    initialPageParam: 0,
    getNextPageParam: nextBatchOffset,
  });
}

/**
 * The admin list: pages of the catalogue whose name or category contains `q` (SPEC §2). The
 * server searches, so the filter covers the whole catalogue, not only the pages loaded so far.
 * Quiet on failure (SPEC §8: the admin list load fails silently).
 */
export function getAdminCelebritiesQueryOptions(q: string) {
  return infiniteQueryOptions({
    queryKey: celebrityKeys.adminList(q),
    queryFn: ({ pageParam, signal }) =>
      getCelebrityPage(
        { q, match: 'name-category', limit: ADMIN_CELEBRITIES_BATCH_SIZE, offset: pageParam },
        { signal, errorToast: false },
      ),
    initialPageParam: 0,
    getNextPageParam: nextBatchOffset,
  });
}

/** One record; `errorToast` for a screen whose failed load toasts (the admin edit form). */
export function getCelebrityQueryOptions(id: string, { errorToast }: { errorToast?: ErrorToast } = {}) {
  return queryOptions({
    queryKey: celebrityKeys.detail(id),
    queryFn: ({ signal }) => getCelebrity(id, { signal, errorToast }),
  });
}

/**
 * The public listing. While new filters load, the previous results stay on screen (dimmed by the
 * page) instead of flashing empty. No automatic retry: the api client toasts every failed
 * attempt, and the page offers its own "Try again". The unfiltered first page may already be in
 * the cache, as the server rendered it (`seedPageData`).
 */
export function useCelebritiesInfinite(filters: CelebrityFilters) {
  return useInfiniteQuery({ ...getCelebritiesQueryOptions(filters), placeholderData: keepPreviousData, retry: false });
}

/**
 * The admin list. Always fresh (staleTime 0): staff expect to see their own and their colleagues'
 * latest changes. The previous results stay (dimmed) while a new search loads.
 */
export function useAdminCelebrities(q: string) {
  return useInfiniteQuery({
    ...getAdminCelebritiesQueryOptions(q),
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });
}

/** A celebrity already loaded by the public listing, so its profile can draw at once. */
export function findListedCelebrity(queryClient: QueryClient, id: string): Celebrity | undefined {
  for (const [, data] of queryClient.getQueriesData<InfiniteData<CelebrityBatch>>({
    queryKey: celebrityKeys.lists(),
  })) {
    for (const page of data?.pages ?? []) {
      const found = page.items.find((celebrity) => celebrity._id === id);
      if (found) return found;
    }
  }
  return undefined;
}

/** 404, or 400 for a malformed id: the celebrity does not exist. */
export function isCelebrityMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/**
 * One celebrity for the public profile. A card the listing already loaded is drawn at once while
 * the fresh record loads; the server's copy, when it rendered this page, is already in the cache
 * (no second fetch, and hydration matches). A missing celebrity is final; any other failure is
 * retried once.
 */
export function useCelebrity(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...getCelebrityQueryOptions(id),
    placeholderData: () => findListedCelebrity(queryClient, id),
    retry: (failures, error) =>
      failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  });
}

/**
 * One celebrity for the admin view and edit screens: fetched afresh on every visit (staleTime 0)
 * and tried once, as those screens leave on failure (SPEC §8). Waits while there is no id.
 */
export function useAdminCelebrity(id: string | undefined, { errorToast }: { errorToast?: ErrorToast } = {}) {
  return useQuery({
    ...getCelebrityQueryOptions(id ?? '', { errorToast }),
    enabled: Boolean(id),
    staleTime: 0,
    retry: false,
  });
}

/**
 * After a catalogue write: drops what the admin screens and the public pages hold, so the
 * change shows at once wherever the user goes next (the public pages keep data for 30 s).
 */
export async function invalidateCelebrityCaches(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: celebrityKeys.all });
}
