import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_MESSAGES } from '#shared/account-messages';
import type { PasswordChangeInput } from '#shared/schemas/account';
import { api } from '#web/lib/api-client';

/** POST /api/auth/password: every other session of the user ends; this one stays. */
export async function changePassword(input: PasswordChangeInput): Promise<{ sessionsEnded: number }> {
  const { data } = await api.post<{ passwordChanged: true; sessionsEnded: number }>('/auth/password', input, {
    successToast: ACCOUNT_MESSAGES.passwordChanged,
  });
  return data;
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
