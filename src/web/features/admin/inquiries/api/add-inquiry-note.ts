import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DESK_MESSAGES } from '#shared/messages';
import type { InquiryNote } from '#shared/schemas/inquiry';
import { api } from '#web/lib/api-client';
import { inquiryKeys } from '#web/lib/queries/inquiries';

export interface AddInquiryNoteVariables {
  id: string;
  body: string;
}

/** POST /api/inquiries/:id/notes: an internal note (never shown to the customer). */
export async function addInquiryNote({ id, body }: AddInquiryNoteVariables): Promise<InquiryNote> {
  const { data } = await api.post<InquiryNote>(
    `/inquiries/${id}/notes`,
    { body },
    { successToast: DESK_MESSAGES.noteAdded, errorToast: DESK_MESSAGES.noteFailed },
  );
  return data;
}

/** Adds a note; the inquiry's notes and timeline then reload. */
export function useAddInquiryNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addInquiryNote,
    onSettled: (_note, _error, { id }) => queryClient.invalidateQueries({ queryKey: inquiryKeys.activity(id) }),
  });
}
