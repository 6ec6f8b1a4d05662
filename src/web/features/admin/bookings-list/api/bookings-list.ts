import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingListQueryValues, BookingListRow, BookingListTotals } from '#shared/schemas/bookings-list';
import { api } from '#web/lib/api-client';
import { listPageOf, type ListPage } from '#web/lib/list-page';

/** A page of the list as the screen asks for it: the filters and the slice (the CSV is asked for apart). */
export type BookingsListQuery = Omit<BookingListQueryValues, 'format'>;

const ALL = ['admin', 'bookings-list'] as const;

export const bookingsListKeys = {
  all: ALL,
  list: (query: BookingsListQuery) => [...ALL, query] as const,
};

/** One page of bookings, and the sums of every booking the filters keep. */
export interface BookingsListPage extends ListPage<BookingListRow> {
  totals: BookingListTotals;
}

/** GET /api/bookings: one page by event date, filtered, with the filtered rows' totals. */
export async function getBookingsList(query: BookingsListQuery, signal?: AbortSignal): Promise<BookingsListPage> {
  const { q, state, due, celebrity, from, to, sort, limit, offset, after, before } = query;
  const { data, meta } = await api.get<BookingListRow[]>('/bookings', {
    params: { q, state, due, celebrity, from, to, sort, limit, offset, after, before },
    errorToast: 'Failed to fetch bookings',
    signal,
  });
  // The list's meta carries its totals beside the paging (bookingListEnvelopeSchema).
  const totals = (meta as { totals?: BookingListTotals } | undefined)?.totals;
  if (!totals) throw new Error('The bookings list came without its totals');
  return { ...listPageOf(data, meta), totals };
}

/**
 * One page of the bookings. Fetched afresh each time (money moves); the previous page stays on
 * screen while the next loads. No retry: the api client toasts each failed attempt.
 */
export function useBookingsList(query: BookingsListQuery) {
  return useQuery({
    ...queryOptions({
      queryKey: bookingsListKeys.list(query),
      queryFn: ({ signal }) => getBookingsList(query, signal),
    }),
    staleTime: 0,
    retry: false,
    placeholderData: keepPreviousData,
  });
}
