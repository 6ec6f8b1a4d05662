import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TalentCalendar } from '#shared/schemas/talent';
import { api } from '#web/lib/api-client';

/** Every portal calendar key starts with `all`, so a blackout asked for refreshes them all. */
export const talentCalendarKeys = {
  all: ['portal', 'calendar'] as const,
  span: (from: string, to: string) => ['portal', 'calendar', { from, to }] as const,
};

/**
 * GET /api/talent/calendar?from=&to=: the holds, bookings and blackouts of the user's celebrities
 * that meet the span (travel days included), and their blackout requests still waiting.
 */
export async function getTalentCalendar(from: string, to: string, signal?: AbortSignal): Promise<TalentCalendar> {
  const { data } = await api.get<TalentCalendar>('/talent/calendar', {
    params: { from, to },
    signal,
    errorToast: 'Failed to fetch the calendar',
  });
  return data;
}

/** A month's calendar, read afresh; the month shown stays while the next one loads. */
export function useTalentCalendar(from: string, to: string) {
  return useQuery({
    ...queryOptions({
      queryKey: talentCalendarKeys.span(from, to),
      queryFn: ({ signal }) => getTalentCalendar(from, to, signal),
    }),
    staleTime: 0,
    retry: false,
    placeholderData: keepPreviousData,
  });
}
