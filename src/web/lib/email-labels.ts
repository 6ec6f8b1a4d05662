import type { EmailKind, EmailState } from '#shared/constants/mail';

/** What each kind of outbox e-mail is, in plain words (the list, the filter and the preview). */
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
};

/** Each state of an outbox e-mail as the admin panel names it. */
export const EMAIL_STATE_LABELS: Record<EmailState, string> = {
  pending: 'Pending',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  unsent: 'Not sent',
};

/** What each state means, for the preview. */
export const EMAIL_STATE_NOTES: Record<EmailState, string> = {
  pending: 'Waiting to be sent; failed attempts are retried for a day.',
  sending: 'Being handed to the mail server right now.',
  sent: 'The mail server accepted this e-mail.',
  failed: 'Every attempt failed for a day, so this e-mail was given up.',
  unsent: 'No mail server is configured, so this e-mail was recorded but not sent.',
};
