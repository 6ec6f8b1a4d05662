import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecordedPayment } from '#shared/schemas/billing-responses';
import type { PaymentClaim } from '#shared/schemas/payment-claim-responses';
import { api } from '#web/lib/api-client';
import { refreshBooking } from '#web/lib/queries/bookings';
import { paymentClaimKeys } from './payment-claims';

/** A decision changes the claim, and on Confirm the booking's payments and state. */
async function refreshClaims(queryClient: QueryClient) {
  await queryClient.invalidateQueries({ queryKey: paymentClaimKeys.all });
  await refreshBooking(queryClient);
}

/** POST /api/payment-claims/:id/confirm: the payment recorded, its receipt voucher e-mailed. */
export async function confirmPaymentClaim(claimId: string): Promise<RecordedPayment> {
  const { data } = await api.post<RecordedPayment>(`/payment-claims/${claimId}/confirm`, undefined, {
    successToast: false,
  });
  return data;
}

export function useConfirmPaymentClaim() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: confirmPaymentClaim, onSuccess: () => refreshClaims(queryClient) });
}

/** POST /api/payment-claims/:id/reject: not received, the customer told why. */
export async function rejectPaymentClaim({ claimId, reason }: { claimId: string; reason: string }) {
  const { data } = await api.post<PaymentClaim>(
    `/payment-claims/${claimId}/reject`,
    { reason },
    { successToast: false },
  );
  return data;
}

export function useRejectPaymentClaim() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rejectPaymentClaim, onSuccess: () => refreshClaims(queryClient) });
}
