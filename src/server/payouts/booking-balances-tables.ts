/* What each booking still owes and is owed (migration 0041, decision 0059), and each payment's share of its advance (migration 0042, decision 0060), kept by the database. */
import { sql } from 'drizzle-orm';
import { date, index, pgTable, uuid } from 'drizzle-orm/pg-core';
import { paise } from '#server/db/columns';
import { payments } from '#server/billing/billing-tables';
import { bookings } from '#server/bookings/bookings-tables';

/**
 * One row per booking, written only by the triggers of migration 0041 on bookings, payments,
 * refunds, payouts, payout costs, booking commissions and payees, so every writer (the app, a
 * restore, a script by hand) keeps it exact, as the inquiry tallies are (migration 0009):
 * - receivedPaise: its payments with the tax deducted on them (billing's `paidOn`);
 * - refundedPaise: its refunds (`refundedOn`);
 * - customerDuePaise: what the customer still owes, the total less what was received, never
 *   below 0, and 0 once cancelled (the dashboard's balances due);
 * - balanceDueOn: the day the balance falls due, the event's first day less the booking's
 *   `balance_due_days` (as the dashboard has always read it), so the balances due past their day
 *   are read from this table alone;
 * - artistOwedPaise: what the artist is still owed, the settlement's `balancePaise`
 *   (payouts/settlement-figures.ts `figuresOf`; the migration's `booking_balances_refresh` is
 *   the same rule in SQL, and settlement-figures.test.ts holds the two equal).
 * The partial indexes hold only the bookings still owing, so the dashboard reads those and not
 * every booking ever made (decision 0059).
 */
export const bookingBalances = pgTable(
  'booking_balances',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    receivedPaise: paise('received_paise').notNull(),
    refundedPaise: paise('refunded_paise').notNull(),
    customerDuePaise: paise('customer_due_paise').notNull(),
    balanceDueOn: date('balance_due_on', { mode: 'string' }).notNull(),
    artistOwedPaise: paise('artist_owed_paise').notNull(),
  },
  (t) => [
    // By due day: the balances overdue, the longest first, and their sums, from the index alone.
    index('booking_balances_customer_due_idx')
      .on(t.balanceDueOn, t.bookingId, t.customerDuePaise)
      .where(sql`${t.customerDuePaise} > 0`),
    index('booking_balances_artist_owed_idx')
      .on(t.bookingId, t.artistOwedPaise)
      .where(sql`${t.artistOwedPaise} > 0`),
  ],
);

/**
 * One row per payment, written only by the triggers of migration 0042 on payments and bookings
 * (decision 0060): the payment's day and what it settled (`amount_paise + tds_paise`, as
 * `receivedPaise`), and its share of its booking's advance. A booking's payments settle its
 * advance first, in the order received (by `received_on`, then `created_at`, then `id`), so a
 * payment's share is the advance less what its earlier payments settled, between 0 and what it
 * settled. The share depends on the booking's payments and advance only, never on the day it is
 * read, so the dashboard's advances received in a month are a sum over that month's rows of the
 * index alone, where they were a pass over the payments and their bookings in order.
 */
export const paymentAdvanceShares = pgTable(
  'payment_advance_shares',
  {
    paymentId: uuid('payment_id')
      .primaryKey()
      .references(() => payments.id, { onDelete: 'cascade' }),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    settledPaise: paise('settled_paise').notNull(),
    advancePaise: paise('advance_paise').notNull(),
  },
  // By day, with both sums: a month's figures from the index alone.
  (t) => [index('payment_advance_shares_received_on_idx').on(t.receivedOn, t.settledPaise, t.advancePaise)],
);
