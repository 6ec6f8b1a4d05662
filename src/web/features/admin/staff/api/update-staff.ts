import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffMember, StaffUpdateInput } from '#shared/schemas/staff';
import { api } from '#web/lib/api-client';
import { staffKeys } from '#web/lib/queries/staff';

export interface UpdateStaffVariables {
  id: string;
  input: StaffUpdateInput;
}

/**
 * PUT /api/staff/:id (admins only); the api client shows "Update successful!". A missing
 * password or role keeps the current one on the server.
 */
export async function updateStaff({ id, input }: UpdateStaffVariables): Promise<StaffMember> {
  const { data } = await api.put<StaffMember>(`/staff/${id}`, input);
  return data;
}

export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
