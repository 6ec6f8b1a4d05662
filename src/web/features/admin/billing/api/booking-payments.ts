import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Payment } from '#shared/schemas/billing-responses';
import { api } from '#web/lib/api-client';

export const paymentKeys = {
  ofBooking: (bookingId: string) => ['admin', 'bookings', bookingId, 'payments'] as const,
};

/** GET /api/bookings/:id/payments: the payments received, the first first, each with its receipt number. */
export async function getBookingPayments(bookingId: string, signal?: AbortSignal): Promise<Payment[]> {
  const { data } = await api.get<Payment[]>(`/bookings/${bookingId}/payments`, { errorToast: false, signal });
  return data;
}

export function useBookingPayments(bookingId: string) {
  return useQuery(
    queryOptions({
      queryKey: paymentKeys.ofBooking(bookingId),
      queryFn: ({ signal }) => getBookingPayments(bookingId, signal),
    }),
  );
}
