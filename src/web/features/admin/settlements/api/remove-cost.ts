import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Settlement } from '#shared/schemas/payouts-responses';
import { api } from '#web/lib/api-client';
import { refreshBooking } from '#web/lib/queries/bookings';

/** DELETE /api/bookings/:id/costs/:costId: a cost entered by mistake; the settlement after it. */
export async function removeCost({ bookingId, costId }: { bookingId: string; costId: string }) {
  const { data } = await api.delete<Settlement>(`/bookings/${bookingId}/costs/${costId}`, {
    successToast: 'Cost removed',
  });
  return data;
}

export function useRemoveCost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeCost, onSuccess: () => refreshBooking(queryClient) });
}
