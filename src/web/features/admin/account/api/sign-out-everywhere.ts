import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client';

/** POST /api/auth/logout-everywhere: every session of the user ends, this one included. */
export async function signOutEverywhere(): Promise<{ sessionsEnded: number }> {
  const { data } = await api.post<{ loggedOut: true; sessionsEnded: number }>('/auth/logout-everywhere', undefined, {
    successToast: 'Signed out everywhere',
  });
  return data;
}

export function useSignOutEverywhere() {
  return useMutation({ mutationFn: signOutEverywhere });
}
