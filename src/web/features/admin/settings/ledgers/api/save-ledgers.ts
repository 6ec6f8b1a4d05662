import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Ledgers } from '#shared/schemas/reports';
import { api } from '#web/lib/api-client';
import type { LedgersState } from '#shared/schemas/reports-responses';
import { ledgersKeys } from './ledgers';

/** PUT /api/site/ledgers (admins only): the eight names as saved. */
export async function saveLedgers(input: Ledgers): Promise<LedgersState> {
  const { data } = await api.put<LedgersState>('/site/ledgers', input, { successToast: 'Tally ledgers saved' });
  return data;
}

/** The save; the tab's copy takes the saved names at once (the form starts again from them). */
export function useSaveLedgers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLedgers,
    onSuccess: (saved) => queryClient.setQueryData(ledgersKeys.all, saved),
  });
}
