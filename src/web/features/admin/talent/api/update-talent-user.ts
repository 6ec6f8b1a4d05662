import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TalentUser, TalentUserUpdateInput } from '#shared/schemas/talent';
import { api } from '#web/lib/api-client';
import { talentUserKeys } from './talent-users';

export interface UpdateTalentUserVariables {
  id: string;
  input: TalentUserUpdateInput;
}

/**
 * PUT /api/talent-users/:id (admins): the celebrities, whether fees are shared, and whether the
 * account may sign in (disabling it ends its sessions at once).
 */
export async function updateTalentUser({ id, input }: UpdateTalentUserVariables): Promise<TalentUser> {
  const { data } = await api.put<TalentUser>(`/talent-users/${encodeURIComponent(id)}`, input, {
    successToast: 'Talent user saved',
  });
  return data;
}

export function useUpdateTalentUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTalentUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: talentUserKeys.all }),
  });
}
