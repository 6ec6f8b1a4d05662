import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommissionInput } from '#shared/schemas/payouts';
import type { Settlement } from '#shared/schemas/payouts-responses';
import { api } from '#web/lib/api-client';
import { refreshBooking } from '#web/lib/queries/bookings';

/** PUT /api/bookings/:id/settlement/commission: this booking's commission, with the reason (audited). */
export async function changeCommission({ bookingId, input }: { bookingId: string; input: CommissionInput }) {
  const { data } = await api.put<Settlement>(`/bookings/${bookingId}/settlement/commission`, input, {
    successToast: 'Commission changed',
  });
  return data;
}

export function useChangeCommission() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeCommission, onSuccess: () => refreshBooking(queryClient) });
}
