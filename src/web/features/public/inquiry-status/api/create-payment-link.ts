import { useMutation } from '@tanstack/react-query';
import type { PaymentLinkDto } from '#shared/schemas/payment-gateway-responses';
import { api } from '#web/lib/api-client';

/** Where "Pay online" posts: the same address serves the page's script and a native form. */
export const paymentLinkPath = (token: string) => `/inquiry-status/${encodeURIComponent(token)}/payment-link`;

/** POST /api/inquiry-status/:token/payment-link: the gateway's page for what is due now (issue 38). */
export async function createPaymentLink(token: string): Promise<PaymentLinkDto> {
  // No toast: the page is left for the gateway's at once, or the form shows why not.
  const { data } = await api.post<PaymentLinkDto>(paymentLinkPath(token), undefined, {
    successToast: false,
    errorToast: false,
  });
  return data;
}

export function useCreatePaymentLink(token: string) {
  return useMutation({ mutationFn: () => createPaymentLink(token) });
}
