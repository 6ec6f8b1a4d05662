import type { EmailKind } from '#shared/constants/mail';

/**
 * The registry of e-mail kinds (decision 0030): what each kind of outbox e-mail is, in plain
 * words, wherever it is named (the outbox's list, filter and preview, the inquiry's timeline).
 * event-kinds.test.ts fails when a kind the database allows has no entry.
 */
export const EMAIL_KIND_LABELS: Record<EmailKind, string> = {
  inquiry_received: 'Acknowledgement to customer',
  team_new_inquiry: 'New inquiry alert to team',
  team_due_soon: 'Due-soon reminder to team',
  customer_status: 'Decision to customer',
  password_reset: 'Password reset link',
  status_link: 'Status link to customer',
  quote_sent: 'Quote to customer (PDF)',
  quote_accepted: 'Acceptance and next steps to customer (PDF)',
  team_quote_accepted: 'Quote accepted alert to team',
  team_quote_declined: 'Quote declined alert to team',
  team_quote_requested: 'New quote request to team',
  team_dates_taken: 'Dates taken alert to team',
  team_business_details: 'Business details request to admins',
  receipt_voucher: 'Receipt voucher to customer (PDF)',
  refund_voucher: 'Refund voucher to customer (PDF)',
  tax_invoice: 'Tax invoice to customer (PDF)',
  credit_note: 'Credit note to customer (PDF)',
  booking_cancelled: 'Cancellation to customer',
  balance_reminder: 'Balance reminder to customer',
  team_payment_claimed: 'Payment reported alert to team',
  payment_not_received: 'Payment not received to customer',
};
