/* An inquiry's constants: its kinds, states, timeline, reply clock and the list's filters. */

export const EVENT_TYPES = [
  'Wedding',
  'Corporate Event',
  'Birthday Party',
  'Concert/Show',
  'Brand Event',
  'Other',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const INQUIRY_STATUSES = ['pending', 'contacted', 'confirmed', 'rejected'] as const;

/**
 * What an inquiry asks for: a booking of one celebrity, or a general inquiry (from /contact or
 * a service package) that names none.
 */
export const INQUIRY_KINDS = ['booking', 'general'] as const;
export type InquiryKind = (typeof INQUIRY_KINDS)[number];

/** A general inquiry's budget, as the visitor picks it (rupees, Indian grouping). */
export const BUDGET_RANGES = [
  'Under ₹5,00,000',
  '₹5,00,000 to ₹15,00,000',
  '₹15,00,000 to ₹50,00,000',
  'Over ₹50,00,000',
  'Not sure yet',
] as const;
export type BudgetRange = (typeof BUDGET_RANGES)[number];

/** A general inquiry's expected audience. */
export const AUDIENCE_SIZES = ['Under 100', '100 to 500', '500 to 2,000', 'Over 2,000', 'Not sure yet'] as const;
export type AudienceSize = (typeof AUDIENCE_SIZES)[number];

export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/** What can happen to an inquiry: one row each in its timeline (`inquiry_events`). */
export const INQUIRY_EVENT_KINDS = [
  'received',
  'status_changed',
  'assigned',
  'quoted',
  'note_added',
  'email_sent',
  'email_failed',
  // Staff sent the customer their status link again (its e-mail has an entry of its own).
  'status_link_sent',
  // Staff revoked every status link of the inquiry and e-mailed the customer a new one.
  'status_links_revoked',
  // A quote (issue 21): drafted, changed while a draft, sent with its number, revised.
  'quote_drafted',
  'quote_changed',
  'quote_sent',
  'quote_revised',
  // The customer's side of a quote (their status link): first opened, accepted, declined, a new one asked for.
  'quote_viewed',
  'quote_accepted',
  'quote_declined',
  'quote_requested',
  // The customer accepted, but the quote's days had been taken meanwhile: nothing was booked.
  'quote_dates_taken',
  // A booking (issue 22): made (from an accepted quote, or by staff), confirmed.
  'booking_made',
  'booking_confirmed',
  // Staff entered the lines of a booking agreed by phone before bookings carried them.
  'booking_lines_entered',
  // A payment received on a booking, with its receipt voucher's number.
  'payment_recorded',
  // A booking cancelled (the amounts kept and due back), a refund paid with its voucher.
  'booking_cancelled',
  'refund_recorded',
  // The event is over: the booking is completed.
  'booking_completed',
  // The tax invoice issued, and a credit note against it.
  'invoice_issued',
  'credit_note_issued',
  // The customer was reminded that the balance falls due.
  'balance_reminder_sent',
  // The customer asked to pay online: a payment link made on the gateway for what was due (issue 38).
  'payment_link_created',
  // Money paid through the gateway that the booking no longer owed: to refund (issue 38).
  'gateway_refund_due',
  // The customer said they paid, from their status link (issue 38); staff found no such money.
  'payment_claimed',
  'payment_claim_rejected',
  // Staff moved a booking to new days, with the reason (issue 41).
  'booking_postponed',
] as const;
export type InquiryEventKind = (typeof INQUIRY_EVENT_KINDS)[number];

/**
 * How long a customer's status link keeps working once its inquiry is over (2026-11-28, issue 36;
 * decision 0023): months after its bookings are all completed or cancelled (or it is rejected),
 * or after an e-mail last carried the link, whichever is later. Long enough to fetch the invoice,
 * a credit note or a refund's voucher; short enough that an old e-mail stops signing anything.
 */
export const STATUS_LINK_MONTHS_AFTER_CLOSE = 6;

/** A pending inquiry is "due soon" within this many hours of its promised reply time. */
export const DUE_SOON_HOURS = 4;

/**
 * The inquiry list's clock filter, over inquiries still waiting for a first reply: past their
 * reply-by time, within DUE_SOON_HOURS of it, or either (`at-risk`: what the bell counts).
 */
export const INQUIRY_CLOCK_FILTERS = ['overdue', 'due-soon', 'at-risk'] as const;
export type InquiryClockFilter = (typeof INQUIRY_CLOCK_FILTERS)[number];

/** The inquiry list's orders: by arrival, by event date, by promised reply time. */
export const INQUIRY_SORTS = ['received', 'event-date', 'reply-by'] as const;
export type InquirySort = (typeof INQUIRY_SORTS)[number];

/**
 * An inquiry's current quote (its latest version) as the inquiry row keeps it for the list's
 * column and filter; "expired" comes from its validity day, kept beside it.
 */
export const INQUIRY_QUOTE_STATES = ['draft', 'sent', 'viewed', 'accepted', 'declined'] as const;
export type InquiryQuoteState = (typeof INQUIRY_QUOTE_STATES)[number];

/** The list's quote filter: no quote yet, or the current quote's shown state. */
export const QUOTE_FILTERS = ['none', 'draft', 'sent', 'viewed', 'accepted', 'declined', 'expired'] as const;
export type QuoteFilter = (typeof QUOTE_FILTERS)[number];
