/* The billing tables: payments, refunds, invoices and credit notes of bookings. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  GATEWAY_EVENT_RESULTS,
  GATEWAY_LINK_STATES,
  GATEWAY_REFUND_REASONS,
  PAYMENT_CLAIM_MODES,
  PAYMENT_CLAIM_STATES,
  PAYMENT_MODES,
  STAFF_PAYMENT_MODES,
} from '#shared/constants/billing';
import { createdAtColumn, oneOf, paise } from '#server/db/columns';
import { createdByStaff, users } from '#server/accounts/accounts-tables';
import { bookings } from '#server/bookings/bookings-tables';
import { TAX_DOCUMENT_KINDS } from './tax-document.js';

/** The booking a row of money belongs to: a booking with money on it is never deleted. */
const bookingOfRow = () =>
  uuid('booking_id')
    .notNull()
    .references(() => bookings.id, { onDelete: 'restrict' });

/**
 * A payment received on a booking (issue 22), with its receipt voucher's number (its own series
 * per financial year, `SLT/R/26-27/0001`). Tax deducted at source is recorded as the customer
 * states it (section and amount): it settles that much of the balance too.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: bookingOfRow(),
    receiptNumber: text('receipt_number').notNull().unique('payments_receipt_number_unique'),
    amountPaise: paise('amount_paise').notNull(),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    mode: text('mode', { enum: PAYMENT_MODES }).notNull(),
    /** The bank's UTR, the UPI reference, the cheque's number ('' for cash). */
    reference: text('reference').notNull().default(''),
    tdsSection: text('tds_section').notNull().default(''),
    tdsPaise: paise('tds_paise').notNull().default(0),
    /**
     * The gateway's id of a payment made online (`pay_…`, issue 38): one payment per gateway
     * payment, however many notifications name it. Null for a payment staff recorded.
     */
    gatewayPaymentId: text('gateway_payment_id').unique('payments_gateway_payment_id_unique'),
    ...createdByStaff(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    check('payments_mode_check', oneOf(t.mode, PAYMENT_MODES)),
    // Only a payment made through the gateway names a gateway payment, and it always does.
    check('payments_gateway_check', sql`(${t.mode} = 'gateway') = (${t.gatewayPaymentId} is not null)`),
    check('payments_amounts_check', sql`${t.amountPaise} > 0 and ${t.tdsPaise} >= 0`),
    index('payments_booking_idx').on(t.bookingId, t.receivedOn),
    // The dashboard's payments received this month.
    index('payments_received_on_idx').on(t.receivedOn),
  ],
);

/**
 * A refund paid on a cancelled booking (issue 22), with its refund voucher's number (series F per
 * financial year): at most what the cancellation left due back.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: bookingOfRow(),
    voucherNumber: text('voucher_number').notNull().unique('refunds_voucher_number_unique'),
    amountPaise: paise('amount_paise').notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    mode: text('mode', { enum: STAFF_PAYMENT_MODES }).notNull(),
    reference: text('reference').notNull().default(''),
    ...createdByStaff(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    check('refunds_mode_check', oneOf(t.mode, STAFF_PAYMENT_MODES)),
    check('refunds_amount_check', sql`${t.amountPaise} > 0`),
    index('refunds_booking_idx').on(t.bookingId),
    // The accountant's reports read a period's documents by their date (issue 40).
    index('refunds_paid_on_idx').on(t.paidOn),
  ],
);

/**
 * A booking's tax invoice (issue 22, GST Rule 46): one per booking, in its own gapless series per
 * financial year (`SLT/I/26-27/0001`). `document` is everything it says, fixed when issued (the
 * seller, the recipient, the lines with their SAC, the tax, the advances received): an issued
 * invoice is never edited; a correction is a credit note.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: bookingOfRow().unique('invoices_booking_unique'),
    number: text('number').notNull().unique('invoices_number_unique'),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    document: jsonb('document').notNull(),
    taxablePaise: paise('taxable_paise').notNull(),
    taxPaise: paise('tax_paise').notNull(),
    totalPaise: paise('total_paise').notNull(),
    ...createdByStaff(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    check('invoices_amounts_check', sql`${t.taxablePaise} >= 0 and ${t.taxPaise} >= 0 and ${t.totalPaise} >= 0`),
    // The accountant's reports read a period's documents by their date (issue 40).
    index('invoices_issued_on_idx').on(t.issuedOn),
  ],
);

/**
 * A credit note against a tax invoice (issue 22), in its own series (`SLT/C/26-27/0001`), with
 * the reason and the value credited: together never more than the invoice.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    number: text('number').notNull().unique('credit_notes_number_unique'),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    document: jsonb('document').notNull(),
    taxablePaise: paise('taxable_paise').notNull(),
    taxPaise: paise('tax_paise').notNull(),
    totalPaise: paise('total_paise').notNull(),
    ...createdByStaff(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    // A small credit on an invoice mostly of reimbursements has no taxable part once divided,
    // and an invoice of reimbursements only has none at all: only the whole must be more than nothing.
    check('credit_notes_amounts_check', sql`${t.taxablePaise} >= 0 and ${t.taxPaise} >= 0 and ${t.totalPaise} > 0`),
    index('credit_notes_invoice_idx').on(t.invoiceId),
    index('credit_notes_issued_on_idx').on(t.issuedOn),
  ],
);

/**
 * A payment link made on the gateway for what a booking owed then (issue 38): reused while it
 * is unexpired and for the same amount, so asking twice does not make two links to pay.
 */
export const gatewayPaymentLinks = pgTable(
  'gateway_payment_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: bookingOfRow(),
    amountPaise: paise('amount_paise').notNull(),
    /** The gateway's id of the link (`plink_…`). */
    linkId: text('link_id').notNull().unique('gateway_payment_links_link_id_unique'),
    /** Where the customer pays it. */
    shortUrl: text('short_url').notNull(),
    state: text('state', { enum: GATEWAY_LINK_STATES }).notNull().default('created'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    check('gateway_payment_links_state_check', oneOf(t.state, GATEWAY_LINK_STATES)),
    check('gateway_payment_links_amount_check', sql`${t.amountPaise} > 0`),
    index('gateway_payment_links_booking_idx').on(t.bookingId, t.createdAt),
  ],
);

/**
 * Every notification the gateway sent, once (issue 38): its event id is unique, so a repeat is
 * recognised by the insert itself, whichever instance receives it. `payload` keeps what the
 * product read from it (ids, amounts, the booking's reference), never the customer's contact
 * details; `result` what became of it.
 */
export const gatewayEvents = pgTable(
  'gateway_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: text('event_id').notNull().unique('gateway_events_event_id_unique'),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    result: text('result', { enum: GATEWAY_EVENT_RESULTS }).notNull(),
    /** The gateway payment it was about, when it named one. */
    gatewayPaymentId: text('gateway_payment_id'),
  },
  (t) => [
    check('gateway_events_result_check', oneOf(t.result, GATEWAY_EVENT_RESULTS)),
    index('gateway_events_payment_idx').on(t.gatewayPaymentId),
    index('gateway_events_received_idx').on(t.receivedAt),
  ],
);

/**
 * Money received through the gateway that the booking no longer owed (issue 38): cancelled
 * meanwhile, or more than was due (the part over the due; what was due is a payment). Kept for
 * the team to refund on the gateway, once per gateway payment.
 */
export const gatewayRefundsDue = pgTable(
  'gateway_refunds_due',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: bookingOfRow(),
    gatewayPaymentId: text('gateway_payment_id').notNull().unique('gateway_refunds_due_payment_unique'),
    amountPaise: paise('amount_paise').notNull(),
    reason: text('reason', { enum: GATEWAY_REFUND_REASONS }).notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    check('gateway_refunds_due_reason_check', oneOf(t.reason, GATEWAY_REFUND_REASONS)),
    check('gateway_refunds_due_amount_check', sql`${t.amountPaise} > 0`),
    index('gateway_refunds_due_booking_idx').on(t.bookingId),
  ],
);

/**
 * A customer's "I have paid" from their status link (issue 38): what they say they paid, when,
 * how and with which reference (a UPI RRN or a bank UTR), kept as they said it. Staff confirm it
 * (it becomes `paymentId`, with its receipt voucher) or find no money (rejected, with the reason
 * the customer is told). One reference is claimed once while not rejected.
 */
export const paymentClaims = pgTable(
  'payment_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: bookingOfRow(),
    amountPaise: paise('amount_paise').notNull(),
    /** What was due when the customer claimed: an amount that differs is shown so, never changed. */
    dueNowPaise: paise('due_now_paise').notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    mode: text('mode', { enum: PAYMENT_CLAIM_MODES }).notNull(),
    reference: text('reference').notNull(),
    state: text('state', { enum: PAYMENT_CLAIM_STATES }).notNull().default('claimed'),
    /** Why staff found no such payment (the customer is told). */
    reason: text('reason').notNull().default(''),
    decidedById: uuid('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    decidedByName: text('decided_by_name'),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    check('payment_claims_mode_check', oneOf(t.mode, PAYMENT_CLAIM_MODES)),
    check('payment_claims_state_check', oneOf(t.state, PAYMENT_CLAIM_STATES)),
    check('payment_claims_amount_check', sql`${t.amountPaise} > 0 and ${t.dueNowPaise} >= 0`),
    check('payment_claims_confirmed_check', sql`(${t.state} = 'confirmed') = (${t.paymentId} is not null)`),
    uniqueIndex('payment_claims_reference_unique')
      .on(t.reference)
      .where(sql`${t.state} <> 'rejected'`),
    index('payment_claims_state_idx').on(t.state, t.createdAt),
    index('payment_claims_booking_idx').on(t.bookingId),
  ],
);

/**
 * Every GST document issued (receipt and refund vouchers, tax invoices, credit notes), as the
 * flat record the accountant's reports read (issue 40, decision 0041; billing/gst-record.ts):
 * written with the document, in its transaction, and never changed, like the document. `id` is
 * the payment's, refund's, invoice's or credit note's. Whether a voucher was an advance depends
 * on the booking's invoice, issued later: it is read with the invoice's record, not stored.
 */
export const gstDocuments = pgTable(
  'gst_documents',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind', { enum: TAX_DOCUMENT_KINDS }).notNull(),
    number: text('number').notNull(),
    /** The document's date, in India's calendar. */
    date: date('date', { mode: 'string' }).notNull(),
    bookingId: bookingOfRow(),
    bookingReference: text('booking_reference').notNull(),
    partyName: text('party_name').notNull(),
    partyGstin: text('party_gstin').notNull(),
    /** The party's state by name (`Maharashtra`), '' when unknown. */
    partyState: text('party_state').notNull(),
    placeOfSupply: text('place_of_supply').notNull(),
    supply: text('supply', { enum: ['intra-state', 'inter-state'] }).notNull(),
    gstBasisPoints: integer('gst_basis_points').notNull(),
    exemptionReason: text('exemption_reason').notNull(),
    reverseCharge: boolean('reverse_charge').notNull(),
    taxablePaise: paise('taxable_paise').notNull(),
    cgstPaise: paise('cgst_paise').notNull(),
    sgstPaise: paise('sgst_paise').notNull(),
    igstPaise: paise('igst_paise').notNull(),
    reimbursementPaise: paise('reimbursement_paise').notNull(),
    totalPaise: paise('total_paise').notNull(),
    /** The taxed lines: `[{ sac, amountPaise }]`. */
    lines: jsonb('lines').notNull(),
    /** A credit note's invoice. */
    invoiceNumber: text('invoice_number'),
    invoiceDate: date('invoice_date', { mode: 'string' }),
    invoiceTotalPaise: paise('invoice_total_paise'),
    mode: text('mode').notNull(),
    reference: text('reference').notNull(),
    tdsPaise: paise('tds_paise').notNull(),
    /** When the document's row was written: a voucher written before its booking's invoice was an advance. */
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    check('gst_documents_kind_check', oneOf(t.kind, TAX_DOCUMENT_KINDS)),
    index('gst_documents_date_idx').on(t.date),
    // A voucher's booking's invoice.
    index('gst_documents_booking_idx').on(t.bookingId, t.kind),
  ],
);
