import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PostponementInput } from '#shared/schemas/booking-postponement';
import type { Booking } from '#shared/schemas/booking-responses';
import { api } from '#web/lib/api-client';
import { refreshBooking } from '#web/lib/queries/bookings';

/**
 * POST /api/bookings/:id/postpone: the booking on its new days (a clash is refused and named),
 * the customer e-mailed. The form says so in its own toast, with the new days.
 */
export async function postponeBooking({ bookingId, input }: { bookingId: string; input: PostponementInput }) {
  const { data } = await api.post<Booking>(`/bookings/${bookingId}/postpone`, input, { successToast: false });
  return data;
}

export function usePostponeBooking() {
  const queryClient = useQueryClient();
  // The booking's days, its schedule and the inquiry's timeline all change.
  return useMutation({ mutationFn: postponeBooking, onSuccess: () => refreshBooking(queryClient) });
}
