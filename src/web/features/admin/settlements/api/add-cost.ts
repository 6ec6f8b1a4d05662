import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CostValues } from '#shared/schemas/payouts';
import type { Settlement } from '#shared/schemas/payouts-responses';
import { api } from '#web/lib/api-client';
import { refreshBooking } from '#web/lib/queries/bookings';

/** POST /api/bookings/:id/costs: a cost the agency paid on the artist's behalf, recovered from their share; the settlement after it. */
export async function addCost({ bookingId, input }: { bookingId: string; input: CostValues }) {
  const { data } = await api.post<Settlement>(`/bookings/${bookingId}/costs`, input, { successToast: 'Cost added' });
  return data;
}

export function useAddCost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addCost, onSuccess: () => refreshBooking(queryClient) });
}
