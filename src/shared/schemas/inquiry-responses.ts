/* An inquiry as the API answers it: for staff (with its notes, e-mails and timeline) and for its customer. */
import { z } from 'zod';
import { EVENT_TYPES, INQUIRY_EVENT_KINDS, INQUIRY_KINDS, INQUIRY_STATUSES } from '../constants/inquiries.js';
import { QUOTE_STATES } from '../constants/quotes.js';
import { CUSTOMER_STAGES } from '../customer-stage.js';
import { customerBookingSchema } from './booking-responses.js';
import { customerPaymentSchema } from './payment-claim-responses.js';
import { emailSummarySchema } from './email-responses.js';
import { id, isoDateTime } from './envelope-responses.js';
import { customerQuoteSchema } from './quote-responses.js';

export const inquirySchema = z.object({
  _id: id,
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  celebrity: id.nullable(),
  celebrityName: z.string(),
  eventType: z.enum(EVENT_TYPES),
  eventDate: z.string(),
  eventLocation: z.string(),
  additionalDetails: z.string(),
  status: z.enum(INQUIRY_STATUSES),
  /** A booking of one celebrity, or a general inquiry (celebrity null, celebrityName ''). */
  kind: z.enum(INQUIRY_KINDS),
  packageName: z.string().nullable(),
  budgetRange: z.string().nullable(),
  audienceSize: z.string().nullable(),
  /** What a quote needs, as the visitor gave it (issue 41); each null when not given. The budget in paise. */
  budgetPaise: z.number().int().nonnegative().nullable(),
  guests: z.number().int().nonnegative().nullable(),
  companyName: z.string().nullable(),
  gstin: z.string().nullable(),
  /** The billing state: a GST state's code (`27`). */
  billingState: z.string().nullable(),
  /** When the visitor agreed to the privacy notice; null for inquiries from before it was asked. */
  consentAt: isoDateTime.nullable(),
  /** Short and human, `SLT-2611-0042`. */
  reference: z.string(),
  /** When the agency promised a reply (arrival plus RESPONSE_HOURS). */
  replyBy: isoDateTime,
  /** When it first left `pending`: answered. */
  firstResponseAt: isoDateTime.nullable(),
  assignee: z.object({ _id: id, name: z.string() }).nullable(),
  /**
   * The current quote (its latest version) as shown today, India's day: a sent or viewed one
   * past its validity day is `expired`; null while the inquiry has no quote.
   */
  quoteState: z.enum(QUOTE_STATES).exclude(['superseded']).nullable(),
  /** The current quote's total in paise (integer); null while the inquiry has no quote. */
  quoteTotalPaise: z.number().int().nonnegative().nullable(),
  /** It has a booking (any state): its receipts and invoices are tax records, so it cannot be deleted. */
  hasBooking: z.boolean(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});

/** A staff note on an inquiry, with its author as they were named when writing. */
export const inquiryNoteSchema = z.object({
  _id: id,
  authorName: z.string(),
  body: z.string(),
  createdAt: isoDateTime,
});

/** An inquiry's notes (newest first), its e-mails and its timeline (oldest first), for its page in the panel. */
export const inquiryActivitySchema = z.object({
  notes: z.array(inquiryNoteSchema),
  /** Every e-mail sent about it, oldest first, with its delivery state. */
  emails: z.array(emailSummarySchema),
  timeline: z.array(
    z.object({
      kind: z.enum(INQUIRY_EVENT_KINDS),
      actorName: z.string().nullable(),
      details: z.record(z.string(), z.unknown()),
      at: isoDateTime,
    }),
  ),
});

/** The status link sent again: the e-mail queued, and to whom. */
export const statusLinkSentSchema = z.object({ emailId: id, recipients: z.array(z.string()) });

/** Every status link revoked (how many), and the e-mail that carries the new one. */
export const statusLinksRevokedSchema = statusLinkSentSchema.extend({ revoked: z.number().int() });

/**
 * What a customer's private status link shows: their inquiry's state and history in plain
 * terms, and nothing that identifies anyone (no ids, names, e-mail addresses or phone numbers).
 */
export const inquiryStatusViewSchema = z.object({
  reference: z.string(),
  celebrityName: z.string(),
  eventType: z.enum(EVENT_TYPES),
  eventDate: z.string(),
  eventLocation: z.string(),
  status: z.enum(INQUIRY_STATUSES),
  receivedAt: isoDateTime,
  replyBy: isoDateTime,
  /** When the agency first answered (the inquiry left `pending`); null while it waits. */
  answeredAt: isoDateTime.nullable(),
  /** Oldest first: its arrival, then each change of status. */
  history: z.array(z.object({ status: z.enum(['received', ...INQUIRY_STATUSES]), at: isoDateTime })),
  /** The latest quote sent to the customer (issue 21); null before one is sent. */
  quote: customerQuoteSchema.nullable(),
  /** The inquiry's booking (issue 22): its latest one not cancelled, else its latest; null before one is made. */
  booking: customerBookingSchema.nullable(),
  /** "Pay now" (issue 38): what to pay and how, while the booking has money due; else null. */
  payment: customerPaymentSchema.nullable(),
  /** Where it stands in the customer's words (customer-stage.ts): the booking's state once there is one. */
  stage: z.enum(CUSTOMER_STAGES),
});
