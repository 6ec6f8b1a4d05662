import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client';

/** A celebrity's calendar feed (`/api/celebrities/:id/calendar-feed`, admins): since when, and a new address. */
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

/** Issues or renews the address: the old one stops working; the new one is shown only now. */
export async function renewCalendarFeed(celebrityId: string): Promise<{ url: string; issuedAt: string }> {
  const { data } = await api.post<{ url: string; issuedAt: string }>(
    `/celebrities/${encodeURIComponent(celebrityId)}/calendar-feed`,
    undefined,
    { successToast: 'Calendar address ready' },
  );
  return data;
}

export function useRenewCalendarFeed(celebrityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => renewCalendarFeed(celebrityId),
    onSuccess: ({ issuedAt }) => queryClient.setQueryData(calendarFeedKeys.of(celebrityId), { issuedAt }),
  });
}
