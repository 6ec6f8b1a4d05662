/* How money reaches the agency. */

/** How money reaches the agency or goes back that staff record by hand (issue 22). */
export const STAFF_PAYMENT_MODES = ['bank_transfer', 'upi', 'cheque', 'cash'] as const;
export type StaffPaymentMode = (typeof STAFF_PAYMENT_MODES)[number];

/**
 * How a payment reached the agency: the modes staff record, and `gateway`, a payment made
 * online through the payment gateway (issue 38), which records itself from the gateway's signed
 * notification and is never typed in by staff.
 */
export const PAYMENT_MODES = [...STAFF_PAYMENT_MODES, 'gateway'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];
export const PAYMENT_MODE_LABELS: Record<PaymentMode, string> = {
  bank_transfer: 'Bank transfer',
  upi: 'UPI',
  cheque: 'Cheque',
  cash: 'Cash',
  gateway: 'Online (Razorpay)',
};

/**
 * A payment link made on the gateway for what a booking owes now (issue 38): `created` while it
 * may be paid, `paid` once its payment is recorded, `expired` past its schedule's day (or
 * cancelled on the gateway).
 */
export const GATEWAY_LINK_STATES = ['created', 'paid', 'expired'] as const;
export type GatewayLinkState = (typeof GATEWAY_LINK_STATES)[number];

/** The gateway's notifications the product acts on; every other kind is kept and ignored. */
export const GATEWAY_EVENT_KINDS = ['payment_link.paid', 'payment.captured'] as const;

/**
 * What became of one notification from the gateway: a payment `recorded`; `refund_due` (money
 * for a booking that no longer owes it, the team told); `already_recorded` (the other
 * notification of the same payment, in either order); `awaiting_link` (a captured payment not yet
 * known to be a booking's: its link's notification will record it); `ignored` (a kind or a link
 * the product does not act on). A repeat of an event already received is `duplicate` and not
 * kept again; a wrong signature is `bad_signature` and not kept at all (metrics only).
 */
export const GATEWAY_EVENT_RESULTS = [
  'recorded',
  'refund_due',
  'already_recorded',
  'awaiting_link',
  'ignored',
  'duplicate',
  'bad_signature',
] as const;
export type GatewayEventResult = (typeof GATEWAY_EVENT_RESULTS)[number];

/** Why a gateway payment is money to refund: its booking was cancelled, or it owed less. */
export const GATEWAY_REFUND_REASONS = ['cancelled', 'more_than_due'] as const;
export type GatewayRefundReason = (typeof GATEWAY_REFUND_REASONS)[number];

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

/**
 * What became of a customer's "I have paid" or staff's answer to it, as the metrics count them:
 * `claimed`, refused for its reference (`reference_taken`), `confirmed`, `rejected`.
 */
export const PAYMENT_CLAIM_RESULTS = ['claimed', 'reference_taken', 'confirmed', 'rejected'] as const;
export type PaymentClaimResult = (typeof PAYMENT_CLAIM_RESULTS)[number];
