import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client';
import { staffKeys } from '#web/lib/queries/staff';

/** DELETE /api/staff/:id (admins only); the api client shows "Deleted successfully!" or the server's refusal. */
export async function deleteStaff(id: string): Promise<void> {
  await api.delete<{ _id: string }>(`/staff/${id}`);
}

export function useDeleteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
