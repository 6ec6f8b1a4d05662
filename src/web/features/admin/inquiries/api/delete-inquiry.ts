import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '#web/lib/api-client';
import { notify } from '#web/lib/notify';
import { invalidateInquiryCaches } from '#web/lib/queries/inquiries';

/** SPEC §8's text for a failed delete, when the server gave no reason of its own. */
const DELETE_FAILED = 'Failed to delete inquiry';

/**
 * What a failed delete says: the server's reason when it refused (a 4xx: a booking's tax records,
 * an inquiry already gone), else SPEC §8's text (issue 36, finding 12).
 */
export function deleteFailureText(error: unknown): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : DELETE_FAILED;
}

/** DELETE /api/inquiries/:id with the two texts of SPEC §8, or the server's reason for refusing. */
export async function deleteInquiry(id: string): Promise<void> {
  try {
    await api.delete<{ _id: string }>(`/inquiries/${id}`, {
      successToast: 'Inquiry deleted successfully!',
      errorToast: false,
    });
  } catch (error) {
    const text = deleteFailureText(error);
    notify.error(text, { id: `api-error:${text}` });
    throw error;
  }
}

/** Deletes one inquiry; the list then reloads (SPEC §7). */
export function useDeleteInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInquiry,
    onSettled: () => invalidateInquiryCaches(queryClient),
  });
}
