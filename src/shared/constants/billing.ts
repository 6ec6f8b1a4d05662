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
