/* What a person's data export and erasure answer. */
import { z } from 'zod';
import { auditEntrySchema } from './audit-responses.js';
import { invoiceSchema, paymentSchema, refundSchema } from './billing-responses.js';
import { bookingSchema } from './booking-responses.js';
import { managedCelebritySchema } from './celebrity-responses.js';
import { emailSchema } from './email-responses.js';
import { id, isoDateTime } from './envelope-responses.js';
import { inquiryActivitySchema, inquirySchema } from './inquiry-responses.js';
import { paymentClaimSchema } from './payment-claim-responses.js';
import { payeeSchema, payoutSchema } from './payouts-responses.js';
import { quoteSchema } from './quote-responses.js';
import { blackoutRequestSchema, talentUserSchema } from './talent-responses.js';

/**
 * Everything stored about one person, found by their e-mail address and, when given, their
 * phone number (docs/operations.md, "Privacy requests", lists where): their inquiries as the API
 * answers them with each one's notes, e-mails and timeline; every outbox e-mail about them,
 * whole (those of an inquiry already deleted included); the audit entries about them; and each
 * place where someone else's record names them, with only a few words around the mention (the
 * rest of that record is someone else's data).
 */
export const privacyExportSchema = z.object({
  email: z.string(),
  /** The phone number searched for, as given; null when none was. */
  phone: z.string().nullable(),
  exportedAt: isoDateTime,
  /** Each inquiry with its activity and its quotes, every version. */
  inquiries: z.array(
    inquirySchema.extend({
      activity: inquiryActivitySchema,
      quotes: z.array(quoteSchema),
      bookings: z.array(bookingSchema),
      payments: z.array(paymentSchema),
      /** The payments they reported from their status link (issue 38), with staff's answer. */
      paymentClaims: z.array(paymentClaimSchema),
      /** A cancelled booking's refunds, and each booking's tax invoice with its credit notes. */
      refunds: z.array(refundSchema),
      invoices: z.array(invoiceSchema),
    }),
  ),
  /**
   * Their talent portal account (issue 39), when the address is one (a staff account is the
   * team's, outside these requests), with the blackout requests they made.
   */
  talentAccounts: z.array(talentUserSchema.extend({ blackoutRequests: z.array(blackoutRequestSchema) })),
  emails: z.array(emailSchema),
  auditEntries: z.array(auditEntrySchema),
  /**
   * The payee details whose contact address is theirs (issue 39), whole, with the payouts made
   * to them (tax records, kept by an erasure).
   */
  payees: z.array(payeeSchema.extend({ payouts: z.array(payoutSchema) })),
  /**
   * The celebrities whose manager they are, by the manager's e-mail or phone (issue 39): the
   * manager's name, phone and e-mail, whole, with the celebrity.
   */
  managers: z.array(managedCelebritySchema),
  mentions: z.array(
    z.object({
      /**
       * Which kind of record names them: another's inquiry, a note, a timeline entry, an e-mail,
       * an audit entry, a quote or one of its lines, a calendar entry (a blackout's reason),
       * another's booking (its cancellation's reason), a payment or a refund (its reference), an
       * invoice or a credit note (its document, a credit note's reason), a booking's own
       * commission (its reason), a cost paid for an artist (its description), a payout (its
       * reference and reasons).
       */
      record: z.enum([
        'inquiry',
        'note',
        'timeline',
        'email',
        'audit',
        'quote',
        'quote_line',
        'calendar_entry',
        'booking',
        'payment',
        'refund',
        'invoice',
        'credit_note',
        'commission',
        'artist_cost',
        'payout',
        'blackout_request',
      ]),
      _id: id,
      /** The inquiry the record belongs to, when it belongs to one. */
      inquiry: id.nullable(),
      /** The record's field, as the API names it (`additionalDetails`, `body`, `details`, `text`, `before`…). */
      field: z.string(),
      excerpt: z.string(),
      /**
       * True where an issued tax document prints it (a voucher, an invoice, a credit note): an
       * erasure keeps it as it is, as GST law requires (decision 0025).
       */
      retained: z.boolean(),
    }),
  ),
});

/** A recorded erasure: never the address itself, only how many inquiries went, who and when. */
export const privacyErasureSchema = z.object({
  _id: id,
  inquiriesErased: z.number().int().nonnegative(),
  actorName: z.string(),
  createdAt: isoDateTime,
});

const count = z.number().int().nonnegative();

/**
 * `POST /api/privacy/erase`: the recorded erasure and what it did, counted: their inquiries
 * deleted, with the notes and timeline entries that went with them; outbox e-mails deleted;
 * audit entries emptied; other inquiries, notes and timeline entries whose mention of the
 * address or phone number was replaced.
 */
export const privacyErasureResultSchema = privacyErasureSchema.extend({
  erased: z.object({
    inquiries: count,
    notes: count,
    timeline: count,
    emails: count,
    auditEntries: count,
    mentions: count,
    /** Payee details whose contact address was theirs and no payout was made to (issue 39). */
    payees: count,
    /** Celebrities whose manager they were: the manager's details cleared, the celebrity kept (issue 39). */
    managers: count,
    /** Their talent portal account (issue 39) and the blackout requests they made. */
    talentAccounts: count,
    blackoutRequests: count,
  }),
  /** Payee details kept because payouts were made to them: tax records (decision 0036). */
  payeesKept: count,
  /**
   * Others' records that name them and were kept as they are, because an issued tax document
   * prints the mention (a payment's or a refund's reference, a credit note's reason, an
   * invoice's document; decision 0025). An export lists each (`retained: true`).
   */
  retained: count,
});
