/* How money reaches the agency. */

/** How a payment reached the agency (issue 22). */
export const PAYMENT_MODES = ['bank_transfer', 'upi', 'cheque', 'cash'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];
export const PAYMENT_MODE_LABELS: Record<PaymentMode, string> = {
  bank_transfer: 'Bank transfer',
  upi: 'UPI',
  cheque: 'Cheque',
  cash: 'Cash',
};

/** How a customer may say they paid from their status link (issue 38): the modes the page offers. */
export const PAYMENT_CLAIM_MODES = ['upi', 'bank_transfer'] as const satisfies readonly PaymentMode[];
export type PaymentClaimMode = (typeof PAYMENT_CLAIM_MODES)[number];

/**
 * A customer's "I have paid" (issue 38): claimed until staff look; confirmed once it became a
 * payment (with its receipt voucher); rejected when the money was not received.
 */
export const PAYMENT_CLAIM_STATES = ['claimed', 'confirmed', 'rejected'] as const;
export type PaymentClaimState = (typeof PAYMENT_CLAIM_STATES)[number];
export const PAYMENT_CLAIM_STATE_LABELS: Record<PaymentClaimState, string> = {
  claimed: 'To confirm',
  confirmed: 'Confirmed',
  rejected: 'Not received',
};

/** UPI's usual cap on one payment, ₹1,00,000 in paise (NPCI); a verified merchant may take ₹5,00,000. */
export const UPI_LIMIT_PAISE = 10_000_000;
export const UPI_VERIFIED_MERCHANT_LIMIT_PAISE = 50_000_000;

/**
 * How a "I have paid" form posted before the page's script started went, as the page's address
 * says it after the redirect (`?claim=`): sent, or why not. The page words each.
 */
export const PAYMENT_CLAIM_FORM_ANSWERS = ['sent', 'invalid', 'taken', 'nothing-due', 'busy'] as const;
export type PaymentClaimFormAnswer = (typeof PAYMENT_CLAIM_FORM_ANSWERS)[number];
