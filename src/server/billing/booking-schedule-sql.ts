import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { bookings } from '#server/bookings/bookings-tables';
import { payments } from './billing-tables.js';

/*
 * A booking's schedule (booking-schedule.ts) said in SQL, for a list that filters and sums
 * bookings by what is due without reading them one at a time. The same rule, word for word:
 * paid is the payments with their tax deducted at source (booking-money.ts, paidOn); due is the
 * total less paid, never below 0, and 0 once cancelled; overdue is something due, not cancelled,
 * past the balance's day (the first day less the balance days). bookings-list.test.ts holds the
 * two equal, field by field.
 */

/** What each booking's payments settled, summed in one grouped pass: join it on `booking_id`. */
export function settledByBooking(db: Db) {
  return db
    .select({
      bookingId: payments.bookingId,
      settled: sql<string>`sum(${payments.amountPaise} + ${payments.tdsPaise})`.as('settled'),
    })
    .from(payments)
    .groupBy(payments.bookingId)
    .as('settled_by_booking');
}

type Settled = ReturnType<typeof settledByBooking>;

/** The schedule's figures as SQL over `bookings` left-joined to `settledByBooking`, on India's `today`. */
export function scheduleSql(settled: Settled, today: string) {
  const paidPaise = sql<string>`coalesce(${settled.settled}, 0)`;
  const cancelled = sql`${bookings.state} = 'cancelled'`;
  const duePaise = sql<string>`(case when ${cancelled} then 0 else greatest(0, ${bookings.totalPaise} - ${paidPaise}) end)`;
  const dueOn = sql`(${bookings.startDate} - ${bookings.balanceDueDays})`;
  const overdue: SQL<boolean> = sql<boolean>`(not ${cancelled} and ${duePaise} > 0 and ${dueOn} < ${today}::date)`;
  // As text, `YYYY-MM-DD`: a plain day whichever driver reads it.
  const balanceDueOn = sql<string>`to_char(${dueOn}, 'YYYY-MM-DD')`;
  return { paidPaise, duePaise, balanceDueOn, overdue };
}
