import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentInput } from '#shared/schemas/billing';
import type { RecordedPayment } from '#shared/schemas/billing-responses';
import { api } from '#web/lib/api-client';
import { refreshBooking } from '#web/lib/queries/bookings';

/** POST /api/bookings/:id/payments: the payment with its receipt voucher, e-mailed to the customer. */
export async function recordPayment({ bookingId, input }: { bookingId: string; input: PaymentInput }) {
  const { data } = await api.post<RecordedPayment>(`/bookings/${bookingId}/payments`, input, {
    successToast: false,
  });
  return data;
}

export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: recordPayment, onSuccess: () => refreshBooking(queryClient) });
}
