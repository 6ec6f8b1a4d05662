import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PayoutPreviewInput } from '#shared/schemas/payouts';
import type { PayoutPreview } from '#shared/schemas/payouts-responses';
import { api } from '#web/lib/api-client';
import { settlementKeys } from './settlement';

/**
 * POST /api/bookings/:id/payouts/preview: the TDS the product would deduct from this payout, with
 * the sentence that explains it, and whether it pays more than the customer's money allows;
 * nothing is saved.
 */
export async function getPayoutPreview(
  bookingId: string,
  input: PayoutPreviewInput,
  signal?: AbortSignal,
): Promise<PayoutPreview> {
  const { data } = await api.post<PayoutPreview>(`/bookings/${bookingId}/payouts/preview`, input, {
    successToast: false,
    errorToast: false,
    signal,
  });
  return data;
}

/** The preview of an amount and a day once both are complete; `null` asks for nothing. */
export function usePayoutPreview(bookingId: string, asked: { amountPaise: number; date: string } | null) {
  const amountPaise = asked?.amountPaise ?? 0;
  const date = asked?.date ?? '';
  return useQuery(
    queryOptions({
      queryKey: settlementKeys.preview(bookingId, amountPaise, date),
      queryFn: ({ signal }) => getPayoutPreview(bookingId, { amountPaise, date }, signal),
      enabled: asked !== null,
      // The last figures stay while the next are fetched, so the sentence does not flicker as one types.
      placeholderData: keepPreviousData,
      retry: false,
      staleTime: 30_000,
    }),
  );
}
