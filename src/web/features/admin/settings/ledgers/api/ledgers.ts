import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Ledgers } from '#shared/schemas/reports';
import { api } from '#web/lib/api-client';

/** The Tally ledger names as saved, with who saved them last (null before the first save). */
export interface LedgersState extends Ledgers {
  updatedAt: string | null;
  updatedByName: string | null;
}

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
