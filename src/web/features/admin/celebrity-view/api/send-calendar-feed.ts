import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client';
import { calendarFeedKeys } from '#web/lib/queries/calendar-feed';

interface CalendarFeedSent {
  emailId: string;
  recipients: string[];
  issued: boolean;
}

/**
 * POST /api/celebrities/:id/calendar-feed/send (staff): e-mails the manager the calendar's private
 * address, which nobody in the panel sees (the outbox shows it as [hidden]).
 */
async function sendCalendarFeed(celebrityId: string): Promise<CalendarFeedSent> {
  const { data } = await api.post<CalendarFeedSent>(
    `/celebrities/${encodeURIComponent(celebrityId)}/calendar-feed/send`,
    undefined,
    // The dialog shows a refusal (no manager's e-mail) above its buttons.
    { successToast: false, errorToast: false },
  );
  return data;
}

export function useSendCalendarFeed(celebrityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendCalendarFeed(celebrityId),
    // A first sending makes the address: the Calendar page's "made on" follows.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarFeedKeys.of(celebrityId) }),
  });
}
