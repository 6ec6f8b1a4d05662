import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffCreateInput, StaffMember } from '#shared/schemas/staff';
import { api } from '#web/lib/api-client';
import { staffKeys } from '#web/lib/queries/staff';

/** POST /api/staff (admins only); the api client shows SPEC §7's "Operation successful!". */
export async function createStaff(input: StaffCreateInput): Promise<StaffMember> {
  const { data } = await api.post<StaffMember>('/staff', input);
  return data;
}

export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
