/* The bookings' table. */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { BOOKING_STATES, CANCELLED_BY } from '#shared/constants/bookings';
import { oneOf, paise, timestamps } from '#server/db/columns';
import { createdByStaff } from '#server/accounts/accounts-tables';
import { celebrities } from '#server/celebrities/celebrities-tables';
import { inquiries } from '#server/inquiry-life/inquiry-life-tables';
import { quotes } from '#server/quotes/quotes-tables';

/**
 * A booking (issue 22): numbered per financial year like a quote (`SLT/B/26-27/0007`), for one
 * celebrity's days, with the amounts and schedule of the quote accepted (or as staff set them).
 * Its days are its calendar entry (calendar_entries.booking_id).
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique('bookings_number_unique'),
    // A booking's receipts and invoices are tax records the agency must keep: its inquiry and
    // celebrity cannot be deleted while it exists (the desk says so before the database does).
    inquiryId: uuid('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'restrict' }),
    celebrityId: uuid('celebrity_id')
      .notNull()
      .references(() => celebrities.id, { onDelete: 'restrict' }),
    /** The accepted quote version it was made from (null: agreed by phone). */
    quoteId: uuid('quote_id').references(() => quotes.id, { onDelete: 'set null' }),
    state: text('state', { enum: BOOKING_STATES }).notNull().default('awaiting_advance'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    venue: text('venue').notNull().default(''),
    /**
     * What a booking agreed by phone sold, as staff entered it (billing/booking-sale.ts: the
     * billing block, place of supply, lines and their tax, the cancellation slabs, when entered);
     * null for a booking made from a quote (it bills `quote_id`) or made before bookings carried
     * lines (decision 0024). Never changed once entered: the booking's documents bill it.
     */
    sale: jsonb('sale'),
    totalPaise: paise('total_paise').notNull(),
    advancePaise: paise('advance_paise').notNull(),
    balanceDueDays: integer('balance_due_days').notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    cancelReason: text('cancel_reason'),
    cancelledBy: text('cancelled_by', { enum: CANCELLED_BY }),
    cancelledByName: text('cancelled_by_name'),
    /** At cancellation: what the agency keeps of what was paid, and what it owes back. */
    keptPaise: paise('kept_paise'),
    refundDuePaise: paise('refund_due_paise'),
    /** The balance's reminder went to the customer (once, whichever server process sent it). */
    balanceReminderAt: timestamp('balance_reminder_at', { withTimezone: true, mode: 'date' }),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    ...createdByStaff(),
    ...timestamps,
  },
  (t) => [
    check('bookings_state_check', oneOf(t.state, BOOKING_STATES)),
    check('bookings_cancelled_by_check', oneOf(t.cancelledBy, CANCELLED_BY)),
    check('bookings_cancelled_check', sql`(${t.state} = 'cancelled') = (${t.cancelledAt} is not null)`),
    // The reminder sweep reads only the confirmed bookings not yet reminded.
    index('bookings_reminder_due_idx')
      .on(t.startDate)
      .where(sql`${t.state} = 'confirmed' and ${t.balanceReminderAt} is null`),
    check('bookings_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check('bookings_amounts_check', sql`${t.totalPaise} >= 0 and ${t.advancePaise} between 0 and ${t.totalPaise}`),
    index('bookings_inquiry_idx').on(t.inquiryId),
    uniqueIndex('bookings_quote_idx').on(t.quoteId),
    // The dashboard's bookings made by month.
    index('bookings_created_at_idx').on(t.createdAt),
    // The bookings list's order and keyset (event date, then id) and the dashboard's next days.
    index('bookings_start_date_idx').on(t.startDate, t.id),
    // The dashboard's next days: the bookings begun before today and still on span several days,
    // so only those need reading by their last day (decision 0059).
    index('bookings_multi_day_end_idx')
      .on(t.endDate)
      .where(sql`${t.endDate} > ${t.startDate}`),
    // The dashboard's cash by week: the bookings whose balance falls due in those weeks.
    index('bookings_balance_due_on_idx').on(sql`(${t.startDate} - ${t.balanceDueDays})`),
    // What artists are owed leaves out the bookings still awaiting their advance (decision 0059).
    index('bookings_awaiting_advance_idx')
      .on(t.id)
      .where(sql`${t.state} = 'awaiting_advance'`),
  ],
);
