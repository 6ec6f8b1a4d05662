import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommissionValues } from '#shared/schemas/payouts';
import type { Settlement } from '#shared/schemas/payouts-responses';
import { api } from '#web/lib/api-client';
import { refreshBooking } from '#web/lib/queries/bookings';

/** PUT /api/bookings/:id/commission: this booking's own commission, with the reason (audited). */
export async function changeCommission({ bookingId, input }: { bookingId: string; input: CommissionValues }) {
  const { data } = await api.put<Settlement>(`/bookings/${bookingId}/commission`, input, {
    successToast: 'Commission changed',
  });
  return data;
}

export function useChangeCommission() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeCommission, onSuccess: () => refreshBooking(queryClient) });
}
