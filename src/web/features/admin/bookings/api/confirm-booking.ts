import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking } from '#shared/schemas/booking-responses';
import { api } from '#web/lib/api-client';
import { invalidateInquiryCaches } from '#web/lib/queries/inquiries';
import { bookingKeys } from '#web/lib/queries/bookings';

/** POST /api/bookings/:id/confirm: the booking's days taken for good (a clash is refused and named). */
export async function confirmBooking(bookingId: string): Promise<Booking> {
  const { data } = await api.post<Booking>(`/bookings/${bookingId}/confirm`, undefined, {
    successToast: 'Booking confirmed',
  });
  return data;
}

export function useConfirmBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmBooking,
    onSuccess: async (booking) => {
      await queryClient.invalidateQueries({ queryKey: bookingKeys.ofInquiry(booking.inquiryId) });
      await invalidateInquiryCaches(queryClient);
    },
  });
}
