import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LedgersState } from '#shared/schemas/reports-responses';
import { api } from '#web/lib/api-client';

/** Only Settings → Tally ledgers reads them; the save (`save-ledgers.ts`) refreshes this copy. */
export const ledgersKeys = {
  all: ['admin', 'ledgers'] as const,
};

/** GET /api/site/ledgers (admins). Quiet: the tab says what a failure means. */
export async function getLedgers(signal?: AbortSignal): Promise<LedgersState> {
  const { data } = await api.get<LedgersState>('/site/ledgers', { errorToast: false, signal });
  return data;
}

export function useLedgers() {
  return useQuery(queryOptions({ queryKey: ledgersKeys.all, queryFn: ({ signal }) => getLedgers(signal) }));
}
