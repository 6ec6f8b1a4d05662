import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Payee } from '#shared/schemas/payouts-responses';
import { api } from '#web/lib/api-client';

export const payeeKeys = {
  ofCelebrity: (celebrityId: string) => ['admin', 'payees', celebrityId] as const,
};

/**
 * GET /api/celebrities/:id/payee: who the agency pays for this celebrity, or null before an admin
 * has said. Staff without the admin role get the PAN and the account masked (`masked`).
 */
export async function getPayee(celebrityId: string, signal?: AbortSignal): Promise<Payee | null> {
  const { data } = await api.get<Payee | null>(`/celebrities/${celebrityId}/payee`, { errorToast: false, signal });
  return data;
}

export function usePayee(celebrityId: string) {
  return useQuery(
    queryOptions({
      queryKey: payeeKeys.ofCelebrity(celebrityId),
      queryFn: ({ signal }) => getPayee(celebrityId, signal),
    }),
  );
}
