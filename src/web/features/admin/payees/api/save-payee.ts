import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayeeValues } from '#shared/schemas/payouts';
import type { Payee } from '#shared/schemas/payouts-responses';
import { api } from '#web/lib/api-client';
import { payeeKeys } from './payee';

/** PUT /api/celebrities/:id/payee (admins): the payee's details, audited with the account number masked. */
export async function savePayee({ celebrityId, input }: { celebrityId: string; input: PayeeValues }) {
  const { data } = await api.put<Payee>(`/celebrities/${celebrityId}/payee`, input, {
    successToast: 'Payee details saved',
  });
  return data;
}

export function useSavePayee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePayee,
    onSuccess: (saved, { celebrityId }) => {
      queryClient.setQueryData(payeeKeys.ofCelebrity(celebrityId), saved);
      // A booking's settlement reads the payee's commission and TDS section.
      return queryClient.invalidateQueries({ queryKey: ['admin', 'bookings'] });
    },
  });
}
