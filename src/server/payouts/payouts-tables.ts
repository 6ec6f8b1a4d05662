/* The payouts tables (issue 39, decision 0036): payee details, a booking's settlement terms and costs, payouts. */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { PAYEE_KINDS, PAYEE_TDS_SECTIONS, PAYOUT_MODES } from '#shared/constants/payouts';
import { TDS_SECTIONS } from '#shared/tds/tds-rules';
import { createdAtColumn, oneOf, paise, timestamps } from '#server/db/columns';
import { createdByStaff } from '#server/accounts/accounts-tables';
import { bookings } from '#server/bookings/bookings-tables';
import { celebrities } from '#server/celebrities/celebrities-tables';

/**
 * Who the agency pays for a celebrity, and how (issue 39): one row per celebrity, written by
 * admins. A payout copies what it prints (name, PAN, section), so a later edit never changes a
 * voucher. Goes with its celebrity; a celebrity with payouts cannot be deleted (payouts restrict).
 */
export const celebrityPayees = pgTable(
  'celebrity_payees',
  {
    celebrityId: uuid('celebrity_id')
      .primaryKey()
      .references(() => celebrities.id, { onDelete: 'cascade' }),
    legalName: text('legal_name').notNull(),
    /** '' while the payee has given none (TDS at 20%, section 206AA). */
    pan: text('pan').notNull().default(''),
    gstin: text('gstin').notNull().default(''),
    payeeKind: text('payee_kind', { enum: PAYEE_KINDS }).notNull(),
    commissionBasisPoints: integer('commission_basis_points').notNull(),
    tdsSection: text('tds_section', { enum: PAYEE_TDS_SECTIONS }).notNull(),
    noTdsReason: text('no_tds_reason').notNull().default(''),
    bankAccountNumber: text('bank_account_number').notNull().default(''),
    ifsc: text('ifsc').notNull().default(''),
    bankName: text('bank_name').notNull().default(''),
    upiId: text('upi_id').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
    updatedByName: text('updated_by_name'),
    ...timestamps,
  },
  (t) => [
    check('celebrity_payees_kind_check', oneOf(t.payeeKind, PAYEE_KINDS)),
    check('celebrity_payees_section_check', oneOf(t.tdsSection, PAYEE_TDS_SECTIONS)),
    check('celebrity_payees_commission_check', sql`${t.commissionBasisPoints} between 0 and 10000`),
    // Year totals are per PAN: every payee of one PAN is locked together when one is paid.
    index('celebrity_payees_pan_idx').on(t.pan),
  ],
);

/** A booking's own commission, set by staff with a reason (issue 39); without a row, the payee's applies. */
export const bookingCommissions = pgTable(
  'booking_commissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .unique('booking_commissions_booking_unique')
      .references(() => bookings.id, { onDelete: 'restrict' }),
    commissionBasisPoints: integer('commission_basis_points').notNull(),
    reason: text('reason').notNull(),
    updatedByName: text('updated_by_name'),
    ...timestamps,
  },
  (t) => [check('booking_commissions_rate_check', sql`${t.commissionBasisPoints} between 0 and 10000`)],
);

/** A cost the agency paid on the artist's behalf for a booking, recovered from the artist's share. */
export const payoutCosts = pgTable(
  'payout_costs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    amountPaise: paise('amount_paise').notNull(),
    spentOn: date('spent_on', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    ...createdByStaff(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    check('payout_costs_amount_check', sql`${t.amountPaise} > 0`),
    index('payout_costs_booking_idx').on(t.bookingId),
  ],
);

/**
 * A payout to an artist for a booking (issue 39), with its payout voucher's number (series P per
 * financial year, `SLT/P/26-27/0001`). It keeps what the voucher and the TDS register print as
 * they were on the day: the payee's name and PAN, the section and its label in force on the
 * payout's date, the rate, the gross, the TDS and the net; and the reasons of a TDS set by hand
 * or of paying more than was received. Never edited: a tax record.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique('payouts_number_unique'),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    celebrityId: uuid('celebrity_id')
      .notNull()
      .references(() => celebrities.id, { onDelete: 'restrict' }),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    /** `26-27`: the financial year of `paid_on`, which the year's totals are counted in. */
    financialYear: text('financial_year').notNull(),
    mode: text('mode', { enum: PAYOUT_MODES }).notNull(),
    reference: text('reference').notNull(),
    payeeLegalName: text('payee_legal_name').notNull(),
    pan: text('pan').notNull(),
    payeeKind: text('payee_kind', { enum: PAYEE_KINDS }).notNull(),
    /**
     * Whose payments a threshold adds up: the PAN, or `celebrity:<id>` for a payee without one
     * (decision 0036).
     */
    payeeKey: text('payee_key').notNull(),
    /** null: the payee bears no TDS (with the reason in `explanation`). */
    tdsSection: text('tds_section', { enum: TDS_SECTIONS }),
    sectionLabel: text('section_label').notNull(),
    rateBasisPoints: integer('rate_basis_points').notNull(),
    grossPaise: paise('gross_paise').notNull(),
    tdsPaise: paise('tds_paise').notNull(),
    computedTdsPaise: paise('computed_tds_paise').notNull(),
    netPaise: paise('net_paise').notNull(),
    tdsOverrideReason: text('tds_override_reason').notNull().default(''),
    overpayReason: text('overpay_reason').notNull().default(''),
    explanation: text('explanation').notNull(),
    ...createdByStaff(),
    createdAt: createdAtColumn(),
    /** When the voucher was queued for the payee's contact e-mail; null when there was none. */
    emailedAt: timestamp('emailed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('payouts_mode_check', oneOf(t.mode, PAYOUT_MODES)),
    check('payouts_section_check', oneOf(t.tdsSection, TDS_SECTIONS)),
    check('payouts_kind_check', oneOf(t.payeeKind, PAYEE_KINDS)),
    check(
      'payouts_amounts_check',
      sql`${t.grossPaise} > 0 and ${t.tdsPaise} between 0 and ${t.grossPaise} and ${t.computedTdsPaise} >= 0 and ${t.netPaise} = ${t.grossPaise} - ${t.tdsPaise}`,
    ),
    index('payouts_booking_idx').on(t.bookingId, t.paidOn),
    // The year's totals of a payee under a section, and the register by day.
    index('payouts_payee_year_idx').on(t.payeeKey, t.financialYear, t.tdsSection),
    index('payouts_paid_on_idx').on(t.paidOn),
    index('payouts_celebrity_idx').on(t.celebrityId, t.paidOn),
  ],
);
