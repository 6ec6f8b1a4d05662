import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarQuery } from '#shared/schemas/calendar';
import type { CalendarEntry } from '#shared/schemas/calendar-responses';
import { api } from '#web/lib/api-client';

/** The calendar's query keys: every one starts with `all`, so a blackout added or removed refreshes them all. */
export const calendarKeys = {
  all: ['admin', 'calendar'] as const,
  range: (query: CalendarQuery) => ['admin', 'calendar', query] as const,
};

/**
 * GET /api/calendar: the entries whose days or travel days meet `from`–`to` (both included), of
 * one celebrity or all, by first day.
 */
export async function getCalendarEntries(
  { from, to, celebrity }: CalendarQuery,
  signal?: AbortSignal,
): Promise<CalendarEntry[]> {
  const { data } = await api.get<CalendarEntry[]>('/calendar', {
    params: { from, to, celebrity },
    errorToast: 'Failed to fetch the calendar',
    signal,
  });
  return data;
}

export function getCalendarEntriesQueryOptions(query: CalendarQuery) {
  return queryOptions({
    queryKey: calendarKeys.range(query),
    queryFn: ({ signal }) => getCalendarEntries(query, signal),
  });
}

/**
 * The entries of a span of days. Always fetched afresh (colleagues add holds and blackouts too);
 * the month shown stays on screen while the next loads. No retry: the api client toasts each
 * failed attempt, and the screen offers "Try again".
 */
export function useCalendarEntries(query: CalendarQuery) {
  return useQuery({
    ...getCalendarEntriesQueryOptions(query),
    staleTime: 0,
    retry: false,
    placeholderData: keepPreviousData,
  });
}
