import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_MESSAGES } from '#shared/account-messages';
import type { AccountUpdateInput } from '#shared/schemas/account';
import type { StaffMember } from '#shared/schemas/staff';
import { api } from '#web/lib/api-client';
import { accountKeys } from '#web/lib/queries/account';
import { staffKeys } from '#web/lib/queries/staff';

/** PATCH /api/auth/account: one's own name and phone. */
export async function updateAccount(input: AccountUpdateInput): Promise<StaffMember> {
  const { data } = await api.patch<StaffMember>('/auth/account', input, {
    successToast: ACCOUNT_MESSAGES.accountSaved,
  });
  return data;
}

export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: (saved) => {
      queryClient.setQueryData(accountKeys.own(), saved);
      // The team list shows the same person.
      void queryClient.invalidateQueries({ queryKey: staffKeys.all });
    },
  });
}
