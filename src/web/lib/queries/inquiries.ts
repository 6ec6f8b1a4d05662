import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Inquiry, InquiryListQuery } from '#shared/schemas/inquiry';
import { api } from '../api-client';
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
  pendingCount: () => [...ALL, 'pending-count'] as const,
};

export interface InquiryResults {
  items: Inquiry[];
  total: number;
}

/** GET /api/inquiries: one page, newest first, filtered on the server (SPEC §2, §7). */
export async function getInquiries(
  { q, status, limit, offset }: InquiryListQuery,
  signal?: AbortSignal,
): Promise<InquiryResults> {
  const { data, meta } = await api.get<Inquiry[]>('/inquiries', {
    params: { q, status, limit, offset },
    // SPEC §8: the one toast of a failed load.
    errorToast: 'Failed to fetch inquiries',
    signal,
  });
  return { items: data, total: meta?.total ?? data.length };
}

/** How many inquiries still wait for a reply: the bell's badge. */
export async function getPendingCount(signal?: AbortSignal): Promise<number> {
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

export function getInquiriesQueryOptions(query: InquiryListQuery) {
  return queryOptions({ queryKey: inquiryKeys.list(query), queryFn: ({ signal }) => getInquiries(query, signal) });
}

/** Kept under the inquiries key, so every inquiry change (which invalidates it) updates the bell. */
export function getPendingCountQueryOptions() {
  return queryOptions({ queryKey: inquiryKeys.pendingCount(), queryFn: ({ signal }) => getPendingCount(signal) });
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
export function usePendingCount() {
  return useQuery({ ...getPendingCountQueryOptions(), staleTime: 0, refetchInterval: 60_000, retry: false });
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
