import { PAYMENT_CLAIM_MESSAGES } from '#shared/messages';
import type { InquiryStatusView } from '#shared/schemas/inquiry';
import type { PaymentClaimValues } from '#shared/schemas/payment-claim';
import { api, API_BASE } from '#web/lib/api-client';
import { useQuoteAnswerMutation } from './quote-answer-call';

/** What the customer reads once their payment is reported (issue 38), word for word. */
export const CLAIM_RECEIVED = PAYMENT_CLAIM_MESSAGES.received;

const claimsPath = (token: string) => `/inquiry-status/${encodeURIComponent(token)}/payment-claims`;

/** The address the "I have paid" form posts to, by itself before the page's script has started. */
export function paymentClaimsAction(token: string): string {
  return `${API_BASE}${claimsPath(token)}`;
}

/** POST /api/inquiry-status/:token/payment-claims: the amount in paise, the day, the mode, the reference. */
export async function claimPayment(token: string, body: PaymentClaimValues): Promise<InquiryStatusView> {
  const { data } = await api.post<InquiryStatusView>(claimsPath(token), body, {
    successToast: `Thank you. ${CLAIM_RECEIVED}.`,
  });
  return data;
}

/** The claim; the page is redrawn from the view it returns (the claim listed as to confirm). */
export function useClaimPayment(token: string) {
  return useQuoteAnswerMutation(token, (body: PaymentClaimValues) => claimPayment(token, body));
}
