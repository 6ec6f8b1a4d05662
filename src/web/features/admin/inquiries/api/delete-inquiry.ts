import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client';
import { invalidateInquiryCaches } from '#web/lib/queries/inquiries';

/** DELETE /api/inquiries/:id with the two texts of SPEC §8. */
export async function deleteInquiry(id: string): Promise<void> {
  await api.delete<{ _id: string }>(`/inquiries/${id}`, {
    successToast: 'Inquiry deleted successfully!',
    errorToast: 'Failed to delete inquiry',
  });
}

/** Deletes one inquiry; the list then reloads (SPEC §7). */
export function useDeleteInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInquiry,
    onSettled: () => invalidateInquiryCaches(queryClient),
  });
}
