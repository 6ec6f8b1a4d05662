import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DESK_MESSAGES } from '#shared/messages';
import type { StatusLinksRevoked } from '#shared/schemas/inquiry';
import { api } from '#web/lib/api-client';
import { invalidateInquiryCaches } from '#web/lib/queries/inquiries';

/** POST /api/inquiries/:id/status-link/revoke: every status link stops working; a new one is e-mailed. */
export async function revokeStatusLinks(id: string): Promise<StatusLinksRevoked> {
  const { data } = await api.post<StatusLinksRevoked>(`/inquiries/${id}/status-link/revoke`, undefined, {
    successToast: DESK_MESSAGES.statusLinksRevoked,
    errorToast: DESK_MESSAGES.statusLinksRevokeFailed,
  });
  return data;
}

/** Revokes the links; the timeline then shows the revocation and the new link's e-mail. */
export function useRevokeStatusLinks() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeStatusLinks, onSettled: () => invalidateInquiryCaches(queryClient) });
}
