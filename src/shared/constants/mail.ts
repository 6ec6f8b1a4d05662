/* The outbox's e-mails: their kinds and states. */

/** The e-mails the desk sends. */
export const EMAIL_KINDS = [
  'inquiry_received',
  'team_new_inquiry',
  'team_due_soon',
  'customer_status',
  // A forgotten password's one-time link (not about an inquiry).
  'password_reset',
  // The customer's status link, sent again at the desk's request.
  'status_link',
  // A quote to its customer (its PDF attached), and what follows their answer (issue 21).
  'quote_sent',
  'quote_accepted',
  'team_quote_accepted',
  'team_quote_declined',
  'team_quote_requested',
  // A customer accepted a quote whose dates were taken meanwhile: nothing was booked.
  'team_dates_taken',
  // A booking's documents to its customer, each with its PDF (issue 22), and the balance's reminder.
  'receipt_voucher',
  'refund_voucher',
  'tax_invoice',
  'credit_note',
  'booking_cancelled',
  'balance_reminder',
  // Staff ask the active admins for the business details a quote needs (issue 36).
  'team_business_details',
  // Money paid through the payment gateway that a booking no longer owed: the team refunds it (issue 38).
  'team_gateway_refund_due',
  // A customer says they paid from their status link (issue 38): the team is told; a claim staff
  // found no money for is answered politely.
  'team_payment_claimed',
  'payment_not_received',
  // A payout's voucher to the artist's payee (its PDF attached; issue 39).
  'payout_voucher',
  // The talent portal (issue 39): an invitation whose link sets the password (as a reset link
  // does, for longer), and a blackout request's decision to the talent who asked.
  'talent_invitation',
  'blackout_approved',
  'blackout_rejected',
  // A celebrity's calendar feed address to their manager, made when it is sent (issue 39).
  'calendar_feed_link',
  // A booking moved to new days, to its customer (issue 41).
  'booking_postponed',
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/**
 * An outbox e-mail's state: waiting (also between retries), being sent by one process, sent,
 * given up after a day of retries, or kept unsent because no mail server is configured.
 */
export const EMAIL_STATES = ['pending', 'sending', 'sent', 'failed', 'unsent'] as const;
export type EmailState = (typeof EMAIL_STATES)[number];
