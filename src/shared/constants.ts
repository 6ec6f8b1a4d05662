/** Business constants of SPEC §9, used by the server and the browser alike. */

export const CATEGORIES = ['Bollywood', 'Hollywood', 'TV Artists', 'Musicians', 'Sports', 'Influencers'] as const;
export type Category = (typeof CATEGORIES)[number];

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

/** The agency's legal pages, each edited by admins as Markdown. */
export const LEGAL_PAGES = ['privacy', 'terms'] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

export const ROLES = ['staff', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const USER_STATUSES = ['active', 'disabled'] as const;

/** A celebrity is a draft, seen only by staff, until it is published. */
export const CELEBRITY_STATUSES = ['draft', 'published'] as const;
export type CelebrityStatus = (typeof CELEBRITY_STATUSES)[number];

/** What the audit log records changes to. */
export const AUDIT_KINDS = ['celebrity', 'settings', 'staff', 'account', 'inquiry'] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];
export type UserStatus = (typeof USER_STATUSES)[number];

/** 10 x 1024 x 1024 bytes (SPEC §9). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Decoded pixels one upload may have; guards against decompression bombs. */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const MAX_GALLERY_IMAGES = 20;

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const RATING_STEP = 0.1;

/** Maximum text lengths (DESIGN.md, Limits). */
export const TEXT_LIMITS = {
  name: 120,
  location: 120,
  shortText: 120,
  email: 254,
  phone: 30,
  followers: 40,
  listItem: 200,
  listItems: 30,
  longText: 5000,
  password: 200,
} as const;

export const PASSWORD_MIN_LENGTH = 12;

export const LIST_LIMIT_DEFAULT = 50;
export const LIST_LIMIT_MAX = 100;

export const FEATURED_COUNT = 3;
/** How many celebrities staff may feature (in order; Home shows the first FEATURED_COUNT published). */
export const FEATURED_MAX = 12;

/** Cards per step of the public listing ("Load more"); the server renders the first step. */
export const LISTING_BATCH_SIZE = 12;

/**
 * Sent with requests the app makes on its own (the bell's polling), not on a person's action:
 * they keep no session from idling out (SESSION_IDLE_MINUTES), or an open tab never would.
 */
export const BACKGROUND_REQUEST_HEADER = 'x-background-request';

export const STORAGE_KEYS = { session: 'app-storage', token: 'token' } as const;

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
] as const;
export type InquiryEventKind = (typeof INQUIRY_EVENT_KINDS)[number];

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
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/**
 * An outbox e-mail's state: waiting (also between retries), being sent by one process, sent,
 * given up after a day of retries, or kept unsent because no mail server is configured.
 */
export const EMAIL_STATES = ['pending', 'sending', 'sent', 'failed', 'unsent'] as const;
export type EmailState = (typeof EMAIL_STATES)[number];

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
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** A quote version's state as stored. */
export const QUOTE_STORED_STATES = ['draft', 'sent', 'accepted', 'declined', 'superseded'] as const;
export type QuoteStoredState = (typeof QUOTE_STORED_STATES)[number];

/**
 * A quote version's state as shown (quoteStateOn in gst/quote-state.ts): the stored one, with a
 * sent version "viewed" once its customer has opened it and "expired" after its validity day.
 */
export const QUOTE_STATES = ['draft', 'sent', 'viewed', 'accepted', 'declined', 'expired', 'superseded'] as const;
export type QuoteState = (typeof QUOTE_STATES)[number];

/**
 * An inquiry's current quote (its latest version) as the inquiry row keeps it for the list's
 * column and filter; "expired" comes from its validity day, kept beside it.
 */
export const INQUIRY_QUOTE_STATES = ['draft', 'sent', 'viewed', 'accepted', 'declined'] as const;
export type InquiryQuoteState = (typeof INQUIRY_QUOTE_STATES)[number];

/** The list's quote filter: no quote yet, or the current quote's shown state. */
export const QUOTE_FILTERS = ['none', 'draft', 'sent', 'viewed', 'accepted', 'declined', 'expired'] as const;
export type QuoteFilter = (typeof QUOTE_FILTERS)[number];

/**
 * A celebrity's calendar (issue 22): a hold (a sent quote's dates, tentative), a confirmed booking,
 * or a blackout (unavailable, with a reason). Confirmed entries and blackouts, with their buffer
 * days, never overlap for one celebrity; holds may.
 */
export const CALENDAR_ENTRY_KINDS = ['hold', 'confirmed', 'blackout'] as const;
export type CalendarEntryKind = (typeof CALENDAR_ENTRY_KINDS)[number];

/** The kinds that take a celebrity's days for good: the database refuses two of them overlapping. */
export const BLOCKING_ENTRY_KINDS = ['confirmed', 'blackout'] as const satisfies readonly CalendarEntryKind[];

/**
 * A booking (issue 22): made when a quote is accepted (or by staff for a deal agreed by phone),
 * awaiting its advance with its dates held; confirmed once the advance is received or staff
 * confirm it (its dates then taken for good); completed after the event; or cancelled.
 */
export const BOOKING_STATES = ['awaiting_advance', 'confirmed', 'completed', 'cancelled'] as const;
export type BookingState = (typeof BOOKING_STATES)[number];

/** How a payment reached the agency (issue 22). */
export const PAYMENT_MODES = ['bank_transfer', 'upi', 'cheque', 'cash'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];
export const PAYMENT_MODE_LABELS: Record<PaymentMode, string> = {
  bank_transfer: 'Bank transfer',
  upi: 'UPI',
  cheque: 'Cheque',
  cash: 'Cash',
};

/** Who called a booking off: the customer (the quote's cancellation slabs apply) or the agency (all paid is due back). */
export const CANCELLED_BY = ['customer', 'agency'] as const;
export type CancelledBy = (typeof CANCELLED_BY)[number];
