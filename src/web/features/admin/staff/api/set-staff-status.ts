import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_MESSAGES } from '#shared/account-messages';
import type { StaffMember } from '#shared/schemas/staff';
import { api } from '#web/lib/api-client';
import { staffKeys } from '#web/lib/queries/staff';

export interface SetStaffStatusVariables {
  id: string;
  action: 'disable' | 'enable';
}

/**
 * POST /api/staff/:id/disable or /enable (admins only): disabling ends the member's sessions at
 * once and keeps them out until enabled again.
 */
export async function setStaffStatus({ id, action }: SetStaffStatusVariables): Promise<StaffMember> {
  const { data } = await api.post<StaffMember>(`/staff/${encodeURIComponent(id)}/${action}`, undefined, {
    successToast: action === 'disable' ? ACCOUNT_MESSAGES.staffDisabled : ACCOUNT_MESSAGES.staffEnabled,
  });
  return data;
}

export function useSetStaffStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStaffStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
