import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingInput } from '#shared/schemas/calendar';
import type { Booking } from '#shared/schemas/booking-responses';
import { api } from '#web/lib/api-client';
import { invalidateInquiryCaches } from '#web/lib/queries/inquiries';
import { bookingKeys } from '#web/lib/queries/bookings';

/** POST /api/bookings: a deal agreed by phone, its days held until it is confirmed. */
export async function createBooking(input: BookingInput): Promise<Booking> {
  const { data } = await api.post<Booking>('/bookings', input, { successToast: 'Booking made' });
  return data;
}

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onSuccess: async (booking) => {
      await queryClient.invalidateQueries({ queryKey: bookingKeys.ofInquiry(booking.inquiryId) });
      await invalidateInquiryCaches(queryClient);
    },
  });
}
