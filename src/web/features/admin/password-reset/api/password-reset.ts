import { useMutation } from '@tanstack/react-query';
import type { PasswordResetConfirmInput, PasswordResetRequestInput } from '#shared/schemas/account';
import { api } from '#web/lib/api-client';

/** POST /api/auth/password-reset: the same answer whether or not the e-mail has an account. */
export async function requestPasswordReset(input: PasswordResetRequestInput): Promise<string> {
  const { data } = await api.post<{ message: string }>('/auth/password-reset', input, { successToast: false });
  return data.message;
}

/** POST /api/auth/password-reset/confirm: the link's token and the new password. */
export async function confirmPasswordReset(input: PasswordResetConfirmInput): Promise<void> {
  await api.post('/auth/password-reset/confirm', input, { successToast: false });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
