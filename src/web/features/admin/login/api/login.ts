import { useMutation } from '@tanstack/react-query';
import type { LoginInput, LoginResult } from '#shared/schemas/auth';
import { api } from '#web/lib/api-client';

/** POST /api/auth/login: a token and the user. A failure shows only the server's message (SPEC §8). */
export async function login(input: LoginInput): Promise<LoginResult> {
  const { data } = await api.post<LoginResult>('/auth/login', input, { successToast: false });
  return data;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
