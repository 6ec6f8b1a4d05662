import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Inquiry, InquiryActivity, InquiryListQuery } from '#shared/schemas/inquiry';
import { api } from '../api-client';
import { listPageOf, type ListPage } from '../list-page';
import { dashboardKeys } from './dashboard';

/**
 * The inquiry resource: its query keys, the fetchers of `GET /api/inquiries`, their
 * `queryOptions` and hooks. In lib because the inquiries screen and the admin header's bell both
 * read it, and every inquiry write refreshes both.
 */

const ALL = ['admin', 'inquiries'] as const;

/** Every inquiries query key starts with `all`, so a change can refresh them all (the bell too). */
export const inquiryKeys = {
  all: ALL,
  list: (query: InquiryListQuery) => [...ALL, 'list', query] as const,
  atRiskCount: () => [...ALL, 'at-risk-count'] as const,
  detail: (id: string) => [...ALL, 'detail', id] as const,
  activity: (id: string) => [...ALL, 'activity', id] as const,
};

export type InquiryResults = ListPage<Inquiry>;

/** The list's filter (not its order or page): what the list and its CSV export both send. */
export type InquiryFilter = Pick<
  InquiryListQuery,
  'q' | 'status' | 'quote' | 'assignee' | 'clock' | 'kind' | 'eventFrom' | 'eventTo'
>;

/** The filter's own fields of a list's view, and no others, as the API names them. */
export function inquiryFilterParams({ q, status, quote, assignee, clock, kind, eventFrom, eventTo }: InquiryFilter) {
  return { q, status, quote, assignee, clock, kind, eventFrom, eventTo };
}

/** GET /api/inquiries: one page, filtered and ordered on the server (SPEC §2, §7). */
export async function getInquiries(query: InquiryListQuery, signal?: AbortSignal): Promise<InquiryResults> {
  const { sort, order, limit, offset, after, before } = query;
  const { data, meta } = await api.get<Inquiry[]>('/inquiries', {
    params: { ...inquiryFilterParams(query), sort, order, limit, offset, after, before },
    // SPEC §8: the one toast of a failed load.
    errorToast: 'Failed to fetch inquiries',
    signal,
  });
  return listPageOf(data, meta);
}

/** How many inquiries wait for a first reply and are overdue or due soon (the bell), and whether exactly. */
export async function getAtRiskCount(signal?: AbortSignal): Promise<Pick<InquiryResults, 'total' | 'totalKind'>> {
  const { meta } = await api.get<unknown[]>('/inquiries', {
    params: { clock: 'at-risk', limit: 1 },
    signal,
    // The badge is a nicety: a failure must not interrupt the page with a toast.
    errorToast: false,
    // Polled every minute: it must not keep an unattended session alive.
    background: true,
  });
  const { total, totalKind } = listPageOf([], meta);
  return totalKind === undefined ? { total } : { total, totalKind };
}

/** GET /api/inquiries/:id: one inquiry, for its page. */
export async function getInquiry(id: string, signal?: AbortSignal): Promise<Inquiry> {
  const { data } = await api.get<Inquiry>(`/inquiries/${id}`, { signal, errorToast: false });
  return data;
}

/** GET /api/inquiries/:id/activity: its notes, e-mails and timeline. */
export async function getInquiryActivity(id: string, signal?: AbortSignal): Promise<InquiryActivity> {
  const { data } = await api.get<InquiryActivity>(`/inquiries/${id}/activity`, { signal, errorToast: false });
  return data;
}

export function getInquiryQueryOptions(id: string) {
  return queryOptions({ queryKey: inquiryKeys.detail(id), queryFn: ({ signal }) => getInquiry(id, signal) });
}

export function getInquiryActivityQueryOptions(id: string) {
  return queryOptions({ queryKey: inquiryKeys.activity(id), queryFn: ({ signal }) => getInquiryActivity(id, signal) });
}

/** One inquiry, fetched afresh; its page shows the error state itself (no toast, no retry). */
export function useInquiry(id: string) {
  return useQuery({ ...getInquiryQueryOptions(id), staleTime: 0, retry: false });
}

/**
 * Its activity, loaded with the inquiry and polled every half minute so e-mail delivery states
 * move on by themselves, without redrawing the caller (the inquiry's page): the panels that show
 * it read it with `useInquiryActivityData`, so a new note or a poll redraws them alone (decision
 * 0058).
 */
export function useInquiryActivityLoaded(id: string): void {
  useQuery({
    ...getInquiryActivityQueryOptions(id),
    staleTime: 0,
    retry: false,
    refetchInterval: 30_000,
    notifyOnChangeProps: [],
  });
}

/** The activity `useInquiryActivityLoaded` keeps loaded, read without fetching it again. */
export function useInquiryActivityData(id: string) {
  return useQuery({ ...getInquiryActivityQueryOptions(id), enabled: false });
}

export function getInquiriesQueryOptions(query: InquiryListQuery) {
  return queryOptions({ queryKey: inquiryKeys.list(query), queryFn: ({ signal }) => getInquiries(query, signal) });
}

/** Kept under the inquiries key, so every inquiry change (which invalidates it) updates the bell. */
export function getAtRiskCountQueryOptions() {
  return queryOptions({ queryKey: inquiryKeys.atRiskCount(), queryFn: ({ signal }) => getAtRiskCount(signal) });
}

/**
 * One page of inquiries. Admin data is always fetched afresh (staleTime 0); the previous page
 * stays on screen while the next loads. No retry: the api client toasts each failed attempt.
 */
export function useInquiries(query: InquiryListQuery) {
  return useQuery({
    ...getInquiriesQueryOptions(query),
    staleTime: 0,
    retry: false,
    placeholderData: keepPreviousData,
  });
}

/** The bell's count, polled every minute. */
export function useAtRiskCount() {
  return useQuery({ ...getAtRiskCountQueryOptions(), staleTime: 0, refetchInterval: 60_000, retry: false });
}

/**
 * After an inquiry write: the lists and the bell reload (SPEC §7), and so does the dashboard,
 * whose figures and recent inquiries change with every inquiry change.
 */
export async function invalidateInquiryCaches(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: inquiryKeys.all }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
  ]);
}
