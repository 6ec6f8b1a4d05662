import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TalentMe } from '#shared/schemas/talent';
import { api } from '../api-client';

/** The talent portal's reads start with `portal`, so signing out (which clears the cache) forgets them all. */
export const talentProfileKeys = { me: ['portal', 'me'] as const };

/** GET /api/talent/me: who the talent user is, their celebrities, and whether their fees are shared with them. */
export async function getTalentProfile(signal?: AbortSignal): Promise<TalentMe> {
  const { data } = await api.get<TalentMe>('/talent/me', { signal, errorToast: false });
  return data;
}

export function getTalentProfileQueryOptions() {
  return queryOptions({ queryKey: talentProfileKeys.me, queryFn: ({ signal }) => getTalentProfile(signal) });
}

/**
 * The portal's layout and screens read it (the tabs, the celebrity pickers); kept for a minute,
 * since an admin's change to the celebrities or the fee sharing is rare.
 */
export function useTalentProfile() {
  return useQuery({ ...getTalentProfileQueryOptions(), staleTime: 60_000, retry: false });
}
