import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Settlement } from '#shared/schemas/payouts-responses';
import { api } from '#web/lib/api-client';

/** Under the booking's key, so that a change to its money (refreshBooking) reloads these too. */
export const settlementKeys = {
  ofBooking: (bookingId: string) => ['admin', 'bookings', bookingId, 'settlement'] as const,
  preview: (bookingId: string, amountPaise: number, date: string) =>
    ['admin', 'bookings', bookingId, 'payout-preview', amountPaise, date] as const,
};

/**
 * GET /api/bookings/:id/settlement: the artist's side of the booking: gross fee, commission,
 * costs on their behalf, TDS, net payable, paid out, the balance, and the payouts made.
 */
export async function getSettlement(bookingId: string, signal?: AbortSignal): Promise<Settlement> {
  const { data } = await api.get<Settlement>(`/bookings/${bookingId}/settlement`, { errorToast: false, signal });
  return data;
}

export function useSettlement(bookingId: string) {
  return useQuery(
    queryOptions({
      queryKey: settlementKeys.ofBooking(bookingId),
      queryFn: ({ signal }) => getSettlement(bookingId, signal),
    }),
  );
}
