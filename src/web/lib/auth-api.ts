import type { SessionUser } from '#shared/schemas/auth';
import { api } from './api-client';

/** GET /api/auth/me: who the stored token belongs to; a 401 means it is no longer valid. */
export async function getCurrentUser(signal?: AbortSignal): Promise<SessionUser> {
  const { data } = await api.get<SessionUser>('/auth/me', { signal, errorToast: false });
  return data;
}

/** POST /api/auth/logout: ends the token on the server. Quiet: signing out locally follows anyway. */
export async function logoutOnServer(): Promise<void> {
  await api.post('/auth/logout', undefined, { successToast: false, errorToast: false });
}
