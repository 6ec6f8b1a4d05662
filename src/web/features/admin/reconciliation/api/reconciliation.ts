import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReconciliationDto } from '#shared/schemas/payment-gateway-responses';
import { api } from '#web/lib/api-client';

export interface ReconciliationRange {
  from: string | undefined;
  to: string | undefined;
}

export const reconciliationKeys = {
  all: ['admin', 'reconciliation'] as const,
  range: (range: ReconciliationRange) => ['admin', 'reconciliation', range] as const,
};

/**
 * GET /api/payments/reconciliation: the online payments seen on one side only between two days
 * (the last seven without them), the money to refund and the last nightly check.
 */
export async function getReconciliation(range: ReconciliationRange, signal?: AbortSignal): Promise<ReconciliationDto> {
  const { data } = await api.get<ReconciliationDto>('/payments/reconciliation', {
    params: { from: range.from, to: range.to },
    errorToast: false,
    signal,
  });
  return data;
}

/** Read from the gateway each time it is shown: never kept, never retried (the screen offers "Try again"). */
export function useReconciliation(range: ReconciliationRange) {
  return useQuery({
    queryKey: reconciliationKeys.range(range),
    queryFn: ({ signal }) => getReconciliation(range, signal),
    staleTime: 0,
    retry: false,
    placeholderData: keepPreviousData,
  });
}
