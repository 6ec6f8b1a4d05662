import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TdsPreview } from '#shared/schemas/payouts-responses';
import { api } from '#web/lib/api-client';
import { settlementKeys } from './settlement';

/**
 * GET /api/bookings/:id/payouts/preview?amountPaise=&date=: the TDS the product would deduct from
 * this payout, with the sentence that explains it, before anything is saved.
 */
export async function getPayoutPreview(
  bookingId: string,
  amountPaise: number,
  date: string,
  signal?: AbortSignal,
): Promise<TdsPreview> {
  const { data } = await api.get<TdsPreview>(`/bookings/${bookingId}/payouts/preview`, {
    params: { amountPaise, date },
    errorToast: false,
    signal,
  });
  return data;
}

/** The preview of an amount and a day once both are complete; `null` asks for nothing. */
export function usePayoutPreview(bookingId: string, asked: { amountPaise: number; date: string } | null) {
  return useQuery(
    queryOptions({
      queryKey: settlementKeys.preview(bookingId, asked?.amountPaise ?? 0, asked?.date ?? ''),
      queryFn: ({ signal }) => getPayoutPreview(bookingId, asked?.amountPaise ?? 0, asked?.date ?? '', signal),
      enabled: asked !== null,
      // The last figures stay while the next are fetched, so the sentence does not flicker as one types.
      placeholderData: keepPreviousData,
      retry: false,
    }),
  );
}
