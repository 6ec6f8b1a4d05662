import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffMember } from '#shared/schemas/staff';
import { api } from '../api-client';

/** One's own account (My account): its query key, fetcher, `queryOptions` and hook. */

const ALL = ['admin', 'account'] as const;

export const accountKeys = {
  all: ALL,
  own: () => [...ALL, 'own'] as const,
};

/** GET /api/auth/account: the signed-in user's own account, phone included. */
export async function getAccount(signal?: AbortSignal): Promise<StaffMember> {
  const { data } = await api.get<StaffMember>('/auth/account', { signal, errorToast: false });
  return data;
}

export function getAccountQueryOptions() {
  return queryOptions({ queryKey: accountKeys.own(), queryFn: ({ signal }) => getAccount(signal) });
}

/** Always fetched afresh (an admin may have changed it); no retry, the page offers one. */
export function useAccount() {
  return useQuery({ ...getAccountQueryOptions(), staleTime: 0, retry: false });
}
