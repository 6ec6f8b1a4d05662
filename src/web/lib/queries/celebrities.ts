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
import { CELEBRITY_SORT_DEFAULT } from '#shared/celebrity-list-options';
import { LISTING_BATCH_SIZE } from '#shared/constants/celebrities';
import { type ListingFilters, NO_LISTING_FILTERS } from '#shared/listing-filters';
import type { Celebrity, CelebrityStatusFilter } from '#shared/schemas/celebrity';
import type { CelebrityListQuery } from '#shared/schemas/celebrity-list';
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

/** The public listing's filters and order, as the address holds them (read as the server reads them). */
export type CelebrityFilters = ListingFilters;

/** The public listing without filters: `/celebrities`. */
export const NO_CELEBRITY_FILTERS: CelebrityFilters = NO_LISTING_FILTERS;

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
  /** The cities the listing's filter offers. */
  cities: () => [...ALL, 'cities'] as const,
  adminList: (q: string, status: CelebrityStatusFilter) => [...ALL, 'admin-list', { q, status }] as const,
  /** One published record by the address's id or slug: the public profile. */
  detail: (idOrSlug: string) => [...ALL, 'detail', idOrSlug] as const,
  /** One record, draft or published, by id: the admin view and edit screens. */
  adminDetail: (id: string) => [...ALL, 'admin-detail', id] as const,
  /** The featured list as staff manage it (drafts included). */
  adminFeatured: () => [...ALL, 'admin-featured'] as const,
};

/** Toast text for a failed read: false for none (the screen decides what a failure shows). */
type ErrorToast = string | false;

/**
 * GET /api/celebrities: one page of the catalogue matching the query (SPEC §2, §7); what is left
 * out takes the server's default (`match` is the public listing's name-or-specialty search).
 */
export async function getCelebrityPage(
  query: Partial<CelebrityListQuery> & Pick<CelebrityListQuery, 'limit' | 'offset'>,
  { signal, errorToast }: { signal?: AbortSignal; errorToast: ErrorToast },
): Promise<CelebrityBatch> {
  const { q, match, category, city, price, available, sort, status, limit, offset } = query;
  const { data, meta } = await api.get<Celebrity[]>('/celebrities', {
    // The default order stays out of the address: the plain listing's call is the plain URL.
    params: {
      q,
      match,
      category,
      city,
      price,
      available,
      sort: sort === CELEBRITY_SORT_DEFAULT ? undefined : sort,
      status,
      limit,
      offset,
    },
    errorToast,
    signal,
  });
  return { items: data, total: meta?.total ?? offset + data.length, offset };
}

/**
 * GET /api/celebrities/:idOrSlug: the one fetcher of a record, for the public profile (by the
 * address's slug, published only) and, with `status: 'all'`, the admin view and edit screens (by
 * id, drafts too; the staff session is sent by the api client). Quiet unless a screen asks for a
 * toast (SPEC §8 differs per screen).
 */
export async function getCelebrity(
  idOrSlug: string,
  {
    signal,
    errorToast = false,
    status,
  }: { signal?: AbortSignal; errorToast?: ErrorToast; status?: CelebrityStatusFilter } = {},
): Promise<Celebrity> {
  const { data } = await api.get<Celebrity>(`/celebrities/${encodeURIComponent(idOrSlug)}`, {
    params: { status },
    errorToast,
    signal,
  });
  return data;
}

/** The offset of the page after `last`, or undefined once everything is loaded. */
export function nextBatchOffset(last: CelebrityBatch): number | undefined {
  const next = last.offset + last.items.length;
  return last.items.length > 0 && next < last.total ? next : undefined;
}

/**
 * A list of the listing's first items from offset 0 (the server's page for `?page=N`) as the
 * batches "Load more" loads (LISTING_BATCH_SIZE each, the last maybe shorter): one at least, so
 * an empty list is one empty batch, as the first fetch would answer.
 */
export function listingBatchesOf(items: Celebrity[], total: number): CelebrityBatch[] {
  const batches: CelebrityBatch[] = [];
  for (let offset = 0; offset === 0 || offset < items.length; offset += LISTING_BATCH_SIZE) {
    batches.push({ items: items.slice(offset, offset + LISTING_BATCH_SIZE), total, offset });
  }
  return batches;
}

/** The public listing as pages loaded on demand. */
export function getCelebritiesQueryOptions(filters: CelebrityFilters) {
  return infiniteQueryOptions({
    queryKey: celebrityKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      getCelebrityPage(
        { ...filters, limit: LISTING_BATCH_SIZE, offset: pageParam },
        // SPEC §8: the one toast of a failed listing fetch.
        { signal, errorToast: 'Failed to fetch celebrities' },
      ),
    initialPageParam: 0,
    getNextPageParam: nextBatchOffset,
  });
}

/**
 * GET /api/celebrities/cities: the cities of the published catalogue, A to Z, for the listing's
 * city filter. Quiet on failure: the filter then offers only "All cities".
 */
export async function getCelebrityCities({ signal }: { signal?: AbortSignal } = {}): Promise<string[]> {
  const { data } = await api.get<string[]>('/celebrities/cities', { errorToast: false, signal });
  return data;
}

export function getCelebrityCitiesQueryOptions() {
  return queryOptions({ queryKey: celebrityKeys.cities(), queryFn: ({ signal }) => getCelebrityCities({ signal }) });
}

/** The listing's cities; the server's copy is already in the cache when it rendered the listing. */
export function useCelebrityCities() {
  return useQuery({ ...getCelebrityCitiesQueryOptions(), retry: false });
}

/**
 * The admin list: pages of the catalogue whose name or category contains `q` (SPEC §2). The
 * server searches, so the filter covers the whole catalogue, not only the pages loaded so far.
 * Quiet on failure (SPEC §8: the admin list load fails silently).
 */
export function getAdminCelebritiesQueryOptions(q: string, status: CelebrityStatusFilter = 'all') {
  return infiniteQueryOptions({
    queryKey: celebrityKeys.adminList(q, status),
    queryFn: ({ pageParam, signal }) =>
      getCelebrityPage(
        // Newest first, as ever: the public's default order puts the featured first. Drafts
        // too (`status`, which the server allows staff only).
        {
          q,
          match: 'name-category',
          sort: 'newest',
          status,
          limit: ADMIN_CELEBRITIES_BATCH_SIZE,
          offset: pageParam,
        },
        { signal, errorToast: false },
      ),
    initialPageParam: 0,
    getNextPageParam: nextBatchOffset,
  });
}

/** One published record, by the profile address's id or slug. */
export function getCelebrityQueryOptions(idOrSlug: string) {
  return queryOptions({
    queryKey: celebrityKeys.detail(idOrSlug),
    queryFn: ({ signal }) => getCelebrity(idOrSlug, { signal }),
  });
}

/** One record for staff, draft or not; `errorToast` for a screen whose failed load toasts (the admin edit form). */
export function getAdminCelebrityQueryOptions(id: string, { errorToast }: { errorToast?: ErrorToast } = {}) {
  return queryOptions({
    queryKey: celebrityKeys.adminDetail(id),
    queryFn: ({ signal }) => getCelebrity(id, { signal, errorToast, status: 'all' }),
  });
}

/** GET /api/celebrities/featured?status=all: the featured list in its order, drafts included (staff). */
export async function getAdminFeatured({ signal }: { signal?: AbortSignal } = {}): Promise<Celebrity[]> {
  const { data } = await api.get<Celebrity[]>('/celebrities/featured', {
    params: { status: 'all' },
    errorToast: false,
    signal,
  });
  return data;
}

/** The featured list as staff manage it: always fresh, tried once (the panel offers "Try again"). */
export function useAdminFeatured() {
  return useQuery({
    queryKey: celebrityKeys.adminFeatured(),
    queryFn: ({ signal }) => getAdminFeatured({ signal }),
    staleTime: 0,
    retry: false,
  });
}

/**
 * The public listing. While new filters load, the previous results stay on screen (dimmed by the
 * page) instead of flashing empty. No automatic retry: the api client toasts every failed
 * attempt, and the page offers its own "Try again". The address's first page may already be in
 * the cache, as the server rendered it (`seedPageData`), filtered or not.
 */
export function useCelebritiesInfinite(filters: CelebrityFilters) {
  return useInfiniteQuery({ ...getCelebritiesQueryOptions(filters), placeholderData: keepPreviousData, retry: false });
}

/**
 * The admin list. Always fresh (staleTime 0): staff expect to see their own and their colleagues'
 * latest changes. The previous results stay (dimmed) while a new search loads.
 */
export function useAdminCelebrities(q: string, status: CelebrityStatusFilter = 'all') {
  return useInfiniteQuery({
    ...getAdminCelebritiesQueryOptions(q, status),
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });
}

/** A celebrity already loaded by the public listing (by its slug or id), so its profile can draw at once. */
export function findListedCelebrity(queryClient: QueryClient, idOrSlug: string): Celebrity | undefined {
  for (const [, data] of queryClient.getQueriesData<InfiniteData<CelebrityBatch>>({
    queryKey: celebrityKeys.lists(),
  })) {
    for (const page of data?.pages ?? []) {
      const found = page.items.find((celebrity) => celebrity.slug === idOrSlug || celebrity._id === idOrSlug);
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
 * One celebrity for the public profile, by the address's slug (or an old id or former slug, which
 * the profile then replaces with the slug). A card the listing already loaded is drawn at once
 * while the fresh record loads; the server's copy, when it rendered this page, is already in the
 * cache (no second fetch, and hydration matches). A missing celebrity is final; any other failure
 * is retried once.
 */
export function useCelebrity(idOrSlug: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...getCelebrityQueryOptions(idOrSlug),
    placeholderData: () => findListedCelebrity(queryClient, idOrSlug),
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
    ...getAdminCelebrityQueryOptions(id ?? '', { errorToast }),
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
