import { PAYMENT_CLAIM_FORM_ANSWERS, type PaymentClaimFormAnswer } from '#shared/constants/billing';
import { formatRupeesWithPaise } from '#shared/money';
import type { CustomerPayment } from '#shared/schemas/payment-claim-responses';
import { CLAIM_RECEIVED } from './api/claim-payment';

/** What a form posted before the page's script ran came to (the server's redirect says `?claim=`). */
export const CLAIM_FORM_ANSWERS: Record<PaymentClaimFormAnswer, { text: string; good: boolean }> = {
  sent: { text: `Thank you. ${CLAIM_RECEIVED}.`, good: true },
  invalid: {
    text: 'Some of the payment’s details were not right. Please check them and send them again.',
    good: false,
  },
  taken: {
    text: 'This reference has already been reported or recorded as a payment. If you paid twice, give the second payment’s own reference.',
    good: false,
  },
  'nothing-due': { text: 'Nothing is due on this booking now.', good: false },
  busy: { text: 'Too many tries from your connection. Please wait a few minutes and send it again.', good: false },
};

/** The answer named in the page's address, if it is one we give. */
export function claimFormAnswerOf(search: string): PaymentClaimFormAnswer | null {
  const value = new URLSearchParams(search).get('claim');
  return PAYMENT_CLAIM_FORM_ANSWERS.find((answer) => answer === value) ?? null;
}

/**
 * Why there is no QR: above UPI's limit per payment the amount cannot be paid in one UPI
 * payment; without a UPI ID the agency takes bank transfers only. Null when there is a QR.
 */
export function noQrReason(payment: Pick<CustomerPayment, 'upiUri' | 'dueNowPaise' | 'upiLimitPaise'>): string | null {
  if (payment.upiUri) return null;
  if (payment.dueNowPaise > payment.upiLimitPaise) {
    return `UPI takes at most ${formatRupeesWithPaise(payment.upiLimitPaise)} in one payment, so ${formatRupeesWithPaise(payment.dueNowPaise)} cannot be paid by UPI QR. Please pay by bank transfer (NEFT, RTGS or IMPS) to the account below.`;
  }
  return 'Please pay by bank transfer (NEFT, RTGS or IMPS) to the account below.';
}

/** A reported payment's state in the customer's words. */
export const CLAIM_STATE_WORDS = {
  claimed: CLAIM_RECEIVED,
  confirmed: 'Received: its receipt voucher is below',
  rejected: 'Not received: we have e-mailed you about it',
} as const;
