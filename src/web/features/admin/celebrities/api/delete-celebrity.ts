import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client';
import { invalidateCelebrityCaches } from '#web/lib/queries/celebrities';

/**
 * DELETE /api/celebrities/:id with the SPEC §8 texts: "Celebrity deleted successfully" on
 * success, nothing on failure (the list reloads either way, so a card that could not be
 * deleted simply stays).
 */
export async function deleteCelebrity(id: string): Promise<void> {
  await api.delete(`/celebrities/${encodeURIComponent(id)}`, {
    successToast: 'Celebrity deleted successfully',
    errorToast: false,
  });
}

export function useDeleteCelebrity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCelebrity,
    onSettled: () => invalidateCelebrityCaches(queryClient),
  });
}
