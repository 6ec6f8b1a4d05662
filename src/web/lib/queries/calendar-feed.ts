import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client';

/**
 * A celebrity's calendar feed (`GET /api/celebrities/:id/calendar-feed`, staff): whether it has an
 * address and since when. Read by the Calendar page (admins renew it there) and the celebrity's
 * page (staff e-mail it to the manager), so one key serves both.
 */
export const calendarFeedKeys = {
  of: (celebrityId: string) => ['admin', 'calendar-feed', celebrityId] as const,
};

export async function getCalendarFeed(celebrityId: string, signal?: AbortSignal): Promise<{ issuedAt: string | null }> {
  const { data } = await api.get<{ issuedAt: string | null }>(
    `/celebrities/${encodeURIComponent(celebrityId)}/calendar-feed`,
    { errorToast: false, signal },
  );
  return data;
}

export function useCalendarFeed(celebrityId: string) {
  return useQuery(
    queryOptions({
      queryKey: calendarFeedKeys.of(celebrityId),
      queryFn: ({ signal }) => getCalendarFeed(celebrityId, signal),
    }),
  );
}
