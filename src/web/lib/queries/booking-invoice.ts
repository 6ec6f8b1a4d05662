import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Invoice } from '#shared/schemas/billing-responses';
import { api } from '#web/lib/api-client';
import { bookingKeys } from './bookings';

/**
 * GET /api/bookings/:id/invoice: its tax invoice with the credit notes against it, or null. Billing
 * shows it; the bookings feature asks whether there is one before offering "Enter the lines".
 */
export async function getBookingInvoice(bookingId: string, signal?: AbortSignal): Promise<Invoice | null> {
  const { data } = await api.get<Invoice | null>(`/bookings/${bookingId}/invoice`, { errorToast: false, signal });
  return data;
}

export function useBookingInvoice(bookingId: string) {
  return useQuery(
    queryOptions({
      queryKey: bookingKeys.invoice(bookingId),
      queryFn: ({ signal }) => getBookingInvoice(bookingId, signal),
    }),
  );
}
