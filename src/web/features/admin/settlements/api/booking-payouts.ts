import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Payout } from '#shared/schemas/payouts-responses';
import { api } from '#web/lib/api-client';
import { settlementKeys } from './settlement';

/** GET /api/bookings/:id/payouts: the payouts made to the artist, the first first, each with its voucher. */
export async function getBookingPayouts(bookingId: string, signal?: AbortSignal): Promise<Payout[]> {
  const { data } = await api.get<Payout[]>(`/bookings/${bookingId}/payouts`, { errorToast: false, signal });
  return data;
}

export function useBookingPayouts(bookingId: string) {
  return useQuery(
    queryOptions({
      queryKey: settlementKeys.payouts(bookingId),
      queryFn: ({ signal }) => getBookingPayouts(bookingId, signal),
    }),
  );
}
