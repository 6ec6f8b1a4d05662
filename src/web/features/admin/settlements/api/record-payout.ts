import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayoutValues } from '#shared/schemas/payouts';
import type { RecordedPayout } from '#shared/schemas/payouts-responses';
import { api } from '#web/lib/api-client';
import { refreshBooking } from '#web/lib/queries/bookings';

/**
 * POST /api/bookings/:id/payouts: the payout with its TDS and its numbered voucher, e-mailed to
 * the payee. Refused when it pays more than the customer has paid less the commission, unless an
 * admin gives the reason (`overpayReason`).
 */
export async function recordPayout({ bookingId, input }: { bookingId: string; input: PayoutValues }) {
  const { data } = await api.post<RecordedPayout>(`/bookings/${bookingId}/payouts`, input, { successToast: false });
  return data;
}

export function useRecordPayout() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: recordPayout, onSuccess: () => refreshBooking(queryClient) });
}
