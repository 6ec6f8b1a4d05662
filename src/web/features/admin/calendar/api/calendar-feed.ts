import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client';
import { calendarFeedKeys } from '#web/lib/queries/calendar-feed';

export { useCalendarFeed } from '#web/lib/queries/calendar-feed';

/** Issues or renews the address (admins): the old one stops working; the new one is shown only now. */
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
