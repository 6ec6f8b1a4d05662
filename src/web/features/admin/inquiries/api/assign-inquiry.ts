import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DESK_MESSAGES } from '#shared/messages';
import type { Inquiry } from '#shared/schemas/inquiry';
import { api } from '#web/lib/api-client';
import { invalidateInquiryCaches } from '#web/lib/queries/inquiries';

export interface AssignInquiryVariables {
  id: string;
  /** An active staff member's id, or null for nobody. */
  assigneeId: string | null;
}

/** PUT /api/inquiries/:id/assignee: who handles the inquiry. */
export async function assignInquiry({ id, assigneeId }: AssignInquiryVariables): Promise<Inquiry> {
  const { data } = await api.put<Inquiry>(
    `/inquiries/${id}/assignee`,
    { assigneeId },
    { successToast: DESK_MESSAGES.assigneeSaved, errorToast: DESK_MESSAGES.assigneeFailed },
  );
  return data;
}

/** Hands the inquiry to someone; the lists, the inquiry and its timeline then reload. */
export function useAssignInquiry() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: assignInquiry, onSettled: () => invalidateInquiryCaches(queryClient) });
}
