import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TalentEarnings } from '#shared/schemas/talent';
import { api } from '#web/lib/api-client';

export const talentEarningsKeys = { all: ['portal', 'earnings'] as const };

/**
 * GET /api/talent/earnings (only when the agency shares fees with the user): each booking's
 * gross fee, the agency's commission, costs, TDS, net, what was paid out with its references,
 * and the totals.
 */
export async function getTalentEarnings(signal?: AbortSignal): Promise<TalentEarnings> {
  const { data } = await api.get<TalentEarnings>('/talent/earnings', {
    signal,
    errorToast: 'Failed to fetch your earnings',
  });
  return data;
}

export function useTalentEarnings(enabled: boolean) {
  return useQuery({
    ...queryOptions({ queryKey: talentEarningsKeys.all, queryFn: ({ signal }) => getTalentEarnings(signal) }),
    enabled,
    staleTime: 0,
    retry: false,
  });
}
