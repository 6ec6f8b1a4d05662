import type { EmailKind } from '#shared/constants/mail';

/** One kind of outbox e-mail in words. */
export interface EmailKindEntry {
  /** What the e-mail is, wherever it is named (the outbox's list, filter and preview, the timeline). */
  label: string;
  /** The e-mail's own heading (and its preview's start), for the kinds whose template reads it here. */
  heading?: string;
}

/**
 * The registry of e-mail kinds (decision 0030): each kind of outbox e-mail's words, wherever it is
 * named. event-kinds.test.ts fails when a kind the database allows has no entry.
 */
export const EMAIL_KIND_REGISTRY = {
  inquiry_received: { label: 'Acknowledgement to customer' },
  team_new_inquiry: { label: 'New inquiry alert to team', heading: 'New booking inquiry' },
  team_due_soon: { label: 'Due-soon reminder to team', heading: 'Inquiry due soon' },
  customer_status: { label: 'Decision to customer' },
  password_reset: { label: 'Password reset link' },
  status_link: { label: 'Status link to customer' },
  quote_sent: { label: 'Quote to customer (PDF)' },
  quote_accepted: { label: 'Acceptance and next steps to customer (PDF)' },
  team_quote_accepted: { label: 'Quote accepted alert to team', heading: 'Quote accepted' },
  team_quote_declined: { label: 'Quote declined alert to team', heading: 'Quote declined' },
  team_quote_requested: { label: 'New quote request to team', heading: 'A new quote is asked for' },
  team_dates_taken: { label: 'Dates taken alert to team', heading: 'A quote was accepted for dates already taken' },
  team_business_details: { label: 'Business details request to admins' },
  receipt_voucher: { label: 'Receipt voucher to customer (PDF)' },
  refund_voucher: { label: 'Refund voucher to customer (PDF)' },
  tax_invoice: { label: 'Tax invoice to customer (PDF)' },
  credit_note: { label: 'Credit note to customer (PDF)' },
  booking_cancelled: { label: 'Cancellation to customer' },
  balance_reminder: { label: 'Balance reminder to customer' },
  team_gateway_refund_due: { label: 'Online payment to refund, alert to team' },
  team_payment_claimed: { label: 'Payment reported alert to team' },
  payment_not_received: { label: 'Payment not received to customer' },
  payout_voucher: { label: 'Payout voucher to artist (PDF)' },
  talent_invitation: { label: 'Talent portal invitation' },
  blackout_approved: { label: 'Blackout request approved, to talent', heading: 'Your blackout is in the diary' },
  blackout_rejected: { label: 'Blackout request declined, to talent', heading: 'Your blackout request was declined' },
  calendar_feed_link: { label: 'Calendar feed address to a celebrity’s manager' },
  booking_postponed: { label: 'New dates to customer' },
} as const satisfies Record<EmailKind, EmailKindEntry>;

/** What each kind of outbox e-mail is, in plain words: each entry's label. */
export const EMAIL_KIND_LABELS = Object.fromEntries(
  Object.entries(EMAIL_KIND_REGISTRY).map(([kind, entry]) => [kind, entry.label]),
) as Record<EmailKind, string>;
