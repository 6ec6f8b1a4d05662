import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaleInput } from '#shared/schemas/quote';
import type { Booking } from '#shared/schemas/booking-responses';
import { api } from '#web/lib/api-client';
import { invalidateInquiryCaches } from '#web/lib/queries/inquiries';
import { bookingKeys } from '#web/lib/queries/bookings';

/** PUT /api/bookings/:id/sale: an older phone booking's lines, entered once so that it can be invoiced. */
export async function enterBookingSale({
  bookingId,
  input,
}: {
  bookingId: string;
  input: SaleInput;
}): Promise<Booking> {
  const { data } = await api.put<Booking>(`/bookings/${bookingId}/sale`, input, {
    successToast: 'Booking lines entered',
  });
  return data;
}

export function useEnterBookingSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enterBookingSale,
    onSuccess: async (booking) => {
      await queryClient.invalidateQueries({ queryKey: bookingKeys.ofInquiry(booking.inquiryId) });
      await invalidateInquiryCaches(queryClient);
    },
  });
}
