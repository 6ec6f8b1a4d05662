import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DESK_MESSAGES } from '#shared/messages';
import type { StatusLinkSent } from '#shared/schemas/inquiry';
import { api } from '#web/lib/api-client';
import { invalidateInquiryCaches } from '#web/lib/queries/inquiries';

/** POST /api/inquiries/:id/status-link: e-mails the customer a new private status link. */
export async function sendStatusLink(id: string): Promise<StatusLinkSent> {
  const { data } = await api.post<StatusLinkSent>(`/inquiries/${id}/status-link`, undefined, {
    successToast: DESK_MESSAGES.statusLinkSent,
    errorToast: DESK_MESSAGES.statusLinkFailed,
  });
  return data;
}

/** Sends the link again; the timeline then shows the request and its e-mail. */
export function useSendStatusLink() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: sendStatusLink, onSettled: () => invalidateInquiryCaches(queryClient) });
}
