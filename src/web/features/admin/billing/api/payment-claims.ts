import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentClaimState } from '#shared/constants/billing';
import type { PaymentClaim } from '#shared/schemas/payment-claim-responses';
import { api } from '#web/lib/api-client';

/** The payments customers reported (issue 38): the desk's list by state, and a booking's. */
export const paymentClaimKeys = {
  all: ['admin', 'payment-claims'] as const,
  inState: (state: PaymentClaimState) => ['admin', 'payment-claims', state] as const,
  ofBooking: (bookingId: string) => ['admin', 'bookings', bookingId, 'payment-claims'] as const,
};

/** GET /api/payment-claims?state=: those to confirm oldest first, the others newest first. */
export async function getPaymentClaims(state: PaymentClaimState, signal?: AbortSignal): Promise<PaymentClaim[]> {
  const { data } = await api.get<PaymentClaim[]>('/payment-claims', { params: { state }, errorToast: false, signal });
  return data;
}

export function usePaymentClaims(state: PaymentClaimState) {
  return useQuery(
    queryOptions({
      queryKey: paymentClaimKeys.inState(state),
      queryFn: ({ signal }) => getPaymentClaims(state, signal),
    }),
  );
}

/** GET /api/bookings/:id/payment-claims: a booking's reported payments, newest first. */
export async function getBookingPaymentClaims(bookingId: string, signal?: AbortSignal): Promise<PaymentClaim[]> {
  const { data } = await api.get<PaymentClaim[]>(`/bookings/${bookingId}/payment-claims`, {
    errorToast: false,
    signal,
  });
  return data;
}

export function useBookingPaymentClaims(bookingId: string) {
  return useQuery(
    queryOptions({
      queryKey: paymentClaimKeys.ofBooking(bookingId),
      queryFn: ({ signal }) => getBookingPaymentClaims(bookingId, signal),
    }),
  );
}
