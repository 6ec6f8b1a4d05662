/* The quotes' tables: each version, its lines, its acceptance, and the GST rates they use. */
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
import { QUOTE_STORED_STATES } from '#shared/constants/quotes';
import { QUOTE_LINE_KINDS } from '#shared/gst/quote-tax';
import { oneOf, paise, timestamps } from '#server/db/columns';
import { createdByStaff } from '#server/accounts/accounts-tables';
import { inquiries } from '#server/inquiry-life/inquiry-life-tables';

/**
 * A quote version (issue 21): one row per version of an inquiry's quote; a revision is the next
 * version, and the one before becomes superseded. Amounts are whole paise, worked out by the
 * shared tax module and stored, with the rate used, so a later rate never rewrites them. Numbered
 * when sent (`number`), and read-only from then on.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inquiryId: uuid('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    state: text('state', { enum: QUOTE_STORED_STATES }).notNull().default('draft'),
    /** `SLT/Q/26-27/0042`, given when sent. */
    number: text('number').unique('quotes_number_unique'),
    /** The billing name, address, state code and GSTIN ('' for none). */
    customer: jsonb('customer').notNull(),
    venueState: text('venue_state').notNull(),
    placeOfSupply: text('place_of_supply').notNull(),
    /** The agency's registered state when the amounts were worked out. */
    agencyState: text('agency_state').notNull(),
    gstBasisPoints: integer('gst_basis_points').notNull(),
    /** Not empty: the quote is exempt from GST, for this reason. */
    exemptionReason: text('exemption_reason').notNull().default(''),
    taxablePaise: paise('taxable_paise').notNull(),
    reimbursementPaise: paise('reimbursement_paise').notNull(),
    cgstPaise: paise('cgst_paise').notNull(),
    sgstPaise: paise('sgst_paise').notNull(),
    igstPaise: paise('igst_paise').notNull(),
    totalPaise: paise('total_paise').notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    rider: jsonb('rider').notNull(),
    advancePercent: integer('advance_percent').notNull(),
    balanceDueDays: integer('balance_due_days').notNull(),
    cancellationSlabs: jsonb('cancellation_slabs').notNull(),
    termsMarkdown: text('terms_markdown').notNull(),
    /** The business details as they were when it was sent: what the customer received. */
    seller: jsonb('seller'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true, mode: 'date' }),
    /** When its customer accepted or declined it (quote_acceptances holds an acceptance's record). */
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    /** Why the customer declined, as they put it ('' for no reason given). */
    declineReason: text('decline_reason'),
    ...createdByStaff(),
    ...timestamps,
  },
  (t) => [
    check('quotes_state_check', oneOf(t.state, QUOTE_STORED_STATES)),
    check('quotes_version_check', sql`${t.version} >= 1`),
    check(
      'quotes_amounts_check',
      sql`${t.taxablePaise} >= 0 and ${t.reimbursementPaise} >= 0 and ${t.totalPaise} >= 0`,
    ),
    check('quotes_sent_numbered', sql`(${t.state} = 'draft') = (${t.number} is null)`),
    uniqueIndex('quotes_inquiry_version_idx').on(t.inquiryId, t.version),
    // The dashboard's quote figures read only the versions sent in the last 30 days.
    index('quotes_sent_at_idx')
      .on(t.sentAt)
      .where(sql`${t.sentAt} is not null`),
  ],
);

/**
 * One row per inquiry with a quote version sent, written only by the triggers of migration 0042
 * on quotes and inquiries (decision 0060): when its first version was sent (the least `sent_at`
 * of its quotes) and when the inquiry arrived (its `created_at`). The dashboard's inquiries first
 * quoted in its days, and their median time to quote, are a range of its index alone, where they
 * were two look-ups per inquiry quoted in those days (its versions, its row).
 */
export const inquiryFirstQuotes = pgTable(
  'inquiry_first_quotes',
  {
    inquiryId: uuid('inquiry_id')
      .primaryKey()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('inquiry_first_quotes_sent_at_idx').on(t.sentAt, t.receivedAt)],
);

/**
 * A customer's acceptance of a quote version, as the record that holds up later: what they
 * accepted (number, version, total) and who, when and from where (the typed name, the client's
 * address and browser). One per quote: accepting twice accepts once.
 */
export const quoteAcceptances = pgTable(
  'quote_acceptances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quoteId: uuid('quote_id')
      .notNull()
      .unique('quote_acceptances_quote_unique')
      .references(() => quotes.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    version: integer('version').notNull(),
    totalPaise: paise('total_paise').notNull(),
    name: text('name').notNull(),
    ipAddress: text('ip_address').notNull(),
    userAgent: text('user_agent').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  // The dashboard's acceptances of the last 30 days, without reading the others.
  (t) => [index('quote_acceptances_accepted_at_idx').on(t.acceptedAt)],
);

/** A quote version's lines, in their order. */
export const quoteLines = pgTable(
  'quote_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: QUOTE_LINE_KINDS }).notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    ratePaise: paise('rate_paise').notNull(),
    amountPaise: paise('amount_paise').notNull(),
    sac: text('sac').notNull(),
    reimbursement: boolean('reimbursement').notNull().default(false),
  },
  (t) => [
    check('quote_lines_kind_check', oneOf(t.kind, QUOTE_LINE_KINDS)),
    check('quote_lines_amounts_check', sql`${t.quantity} >= 1 and ${t.ratePaise} >= 0 and ${t.amountPaise} >= 0`),
    uniqueIndex('quote_lines_quote_position_idx').on(t.quoteId, t.position),
  ],
);

/** GST rates by the day they apply from (basis points: 1800 is 18 %); migration 0013 holds the first. */
export const gstRates = pgTable('gst_rates', {
  from: date('from', { mode: 'string' }).primaryKey(),
  basisPoints: integer('basis_points').notNull(),
});
