import { and, asc, eq, sql } from 'drizzle-orm';
import { addCalendarDays, daysUntil } from '#shared/calendar-days';
import { CASH_WEEKS, ACTION_LIST_ITEMS, UPCOMING_DAYS, UPCOMING_ITEMS } from '#shared/constants/dashboard';
import { indianDay } from '#shared/format';
import type { CashWeek, DashboardTodo, UpcomingEvents } from '#shared/schemas/dashboard';
import type { Db } from '#server/db/client';
import { users } from '#server/accounts/accounts-tables';
import { paymentClaims } from '#server/billing/billing-tables';
import { bookingBalances } from '#server/payouts/booking-balances-tables';
import { bookingSchedule } from '#server/billing/booking-schedule';
import { bookings } from '#server/bookings/bookings-tables';
import { celebrities } from '#server/celebrities/celebrities-tables';
import { inquiryFilter } from '#server/inquiries/inquiries';
import { inquiries } from '#server/inquiry-life/inquiry-life-tables';

/*
 * What needs doing now and what comes this week and the next (issue 41): lists of people and
 * bookings to act on, each fact read from its owner. The reply clock is the inquiry list's own
 * `clock=overdue` filter; every amount due is billing's schedule (bookingSchedule, on what the
 * payments settled as the database keeps it, decision 0059); a claim is as the customer made it.
 * The SQL only chooses which rows to show.
 */

/** A day of India's calendar as a SQL date. */
const dayOf = (value: string) => sql`${value}::date`;

/**
 * The inquiries never answered past their reply-by time (the inquiry list's `clock=overdue`), the
 * longest waiting first; `count` is all of them (the dashboard's `overdueNow`).
 */
export async function overdueReplies(db: Db, now: Date, count: number): Promise<DashboardTodo['overdueReplies']> {
  const rows = await db
    .select({
      inquiryId: inquiries.id,
      reference: inquiries.reference,
      name: inquiries.name,
      celebrityName: inquiries.celebrityName,
      eventType: inquiries.eventType,
      replyBy: inquiries.replyBy,
      assigneeName: users.name,
    })
    .from(inquiries)
    .leftJoin(users, eq(users.id, inquiries.assigneeId))
    .where(inquiryFilter({ clock: 'overdue' }, now))
    .orderBy(asc(inquiries.replyBy), asc(inquiries.id))
    .limit(ACTION_LIST_ITEMS);
  return {
    count,
    items: rows.map((row) => ({
      ...row,
      replyBy: row.replyBy.toISOString(),
      lateMs: Math.max(0, now.getTime() - row.replyBy.getTime()),
    })),
  };
}

/** The customers' payment claims waiting for staff, the oldest first, with the count and sum of all. */
export async function claimsToConfirm(db: Db, now: Date): Promise<DashboardTodo['claimsToConfirm']> {
  const rows = await db
    .select({
      claimId: paymentClaims.id,
      inquiryId: bookings.inquiryId,
      bookingId: bookings.id,
      bookingNumber: bookings.number,
      customerName: inquiries.name,
      celebrityName: celebrities.name,
      amountPaise: paymentClaims.amountPaise,
      dueNowPaise: paymentClaims.dueNowPaise,
      paidOn: paymentClaims.paidOn,
      mode: paymentClaims.mode,
      reference: paymentClaims.reference,
      createdAt: paymentClaims.createdAt,
      // Over every waiting claim, before the limit: one statement (payment_claims_state_idx).
      count: sql<number>`(count(*) over ())::int`,
      paise: sql<string>`sum(${paymentClaims.amountPaise}) over ()`,
    })
    .from(paymentClaims)
    .innerJoin(bookings, eq(bookings.id, paymentClaims.bookingId))
    .innerJoin(inquiries, eq(inquiries.id, bookings.inquiryId))
    .innerJoin(celebrities, eq(celebrities.id, bookings.celebrityId))
    .where(eq(paymentClaims.state, 'claimed'))
    .orderBy(asc(paymentClaims.createdAt), asc(paymentClaims.id))
    .limit(ACTION_LIST_ITEMS);
  return {
    count: rows[0]?.count ?? 0,
    paise: Number(rows[0]?.paise ?? 0),
    items: rows.map(({ count: _count, paise: _paise, createdAt, ...row }) => ({
      ...row,
      claimedAt: createdAt.toISOString(),
      waitingMs: Math.max(0, now.getTime() - createdAt.getTime()),
    })),
  };
}

/**
 * The bookings the lists and the weeks need, in one read: the ACTION_LIST_ITEMS whose balance's due day
 * passed longest ago with something still unpaid, those on in the next UPCOMING_DAYS days, and
 * those whose balance falls due in the CASH_WEEKS weeks from `monday`. Cancelled ones never: they
 * are owed nothing more. Which bookings are still unpaid is chosen here from their stored balances;
 * what each owes is billing's schedule, read after.
 */
function bookingsToShow(db: Db, today: string, monday: string) {
  const dueOn = sql`(${bookings.startDate} - ${bookings.balanceDueDays})`;
  const standing = sql`${bookings.state} <> 'cancelled'`;
  // The stored balances' partial index holds only the bookings the customer still owes (never a
  // cancelled one), by due day: summing every booking's payments here read every booking ever
  // made (decision 0059).
  const unpaidPastDue = sql`select ${bookingBalances.bookingId} from ${bookingBalances}
    join ${bookings} on ${bookings.id} = ${bookingBalances.bookingId}
    where ${bookingBalances.customerDuePaise} > 0 and ${bookingBalances.balanceDueOn} < ${dayOf(today)}
    order by ${bookingBalances.balanceDueOn}, ${bookings.startDate}, ${bookings.id}
    limit ${ACTION_LIST_ITEMS}`;
  const lastUpcoming = addCalendarDays(today, UPCOMING_DAYS - 1);
  const weeksEnd = addCalendarDays(monday, CASH_WEEKS * 7);
  // On in the next days: begun in them (bookings_start_date_idx), or begun before today and not
  // over, which only a booking of several days can be (bookings_multi_day_end_idx). Each set is
  // read by its own index: one condition or-ed over them read every booking and every inquiry.
  const onSoon = sql`select ${bookings.id} from ${bookings}
      where ${bookings.startDate} >= ${dayOf(today)} and ${bookings.startDate} <= ${dayOf(lastUpcoming)}
    union
    select ${bookings.id} from ${bookings}
      where ${bookings.endDate} > ${bookings.startDate} and ${bookings.endDate} >= ${dayOf(today)}
        and ${bookings.startDate} < ${dayOf(today)}`;
  const onInNextDays = sql`${bookings.startDate} <= ${dayOf(lastUpcoming)} and ${bookings.endDate} >= ${dayOf(today)}`;
  // Falling due in the weeks (bookings_balance_due_on_idx).
  const dueInWeeks = sql`select ${bookings.id} from ${bookings}
    where ${dueOn} >= ${dayOf(monday)} and ${dueOn} < ${dayOf(weeksEnd)}`;
  // The ids worked out first, as an array (one value), then each booking read by its primary
  // key: as `in (...)` the planner hashed the ids (about a thousand) and read every booking's row
  // (5,700 pages) to find them.
  const shown = sql`array((${unpaidPastDue}) union ${onSoon} union ${dueInWeeks})`;
  return db
    .select({
      id: bookings.id,
      number: bookings.number,
      inquiryId: bookings.inquiryId,
      state: bookings.state,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      venue: bookings.venue,
      totalPaise: bookings.totalPaise,
      advancePaise: bookings.advancePaise,
      balanceDueDays: bookings.balanceDueDays,
      // What its payments settled, as billing's `paidOn` sums it, kept by the database (decision
      // 0059): summing the payments here read the payments of a thousand bookings once more.
      paidPaise: bookingBalances.receivedPaise,
      // Only a booking a list can show has its customer's name looked up: one whose balance fell
      // due before today (the balances overdue) or that is on in the next days. Most of the rows
      // are there for the cash weeks alone, which need no name (decision 0060).
      customerName: sql<string | null>`case when ${dueOn} < ${dayOf(today)} or (${onInNextDays})
        then (select ${inquiries.name} from ${inquiries} where ${inquiries.id} = ${bookings.inquiryId}) end`,
      celebrityName: celebrities.name,
    })
    .from(bookings)
    .innerJoin(bookingBalances, eq(bookingBalances.bookingId, bookings.id))
    .innerJoin(celebrities, eq(celebrities.id, bookings.celebrityId))
    .where(and(standing, sql`${bookings.id} = any(${shown})`))
    .orderBy(asc(bookings.startDate), asc(bookings.id));
}

/** The Monday of the week (Monday to Sunday) that holds `day`. */
export function mondayOf(day: string): string {
  // 1970-01-05 was a Monday.
  const sinceMonday = ((daysUntil('1970-01-05', day) % 7) + 7) % 7;
  return addCalendarDays(day, -sinceMonday);
}

export interface BookingLists {
  balancesOverdue: DashboardTodo['balancesOverdue'];
  upcoming: UpcomingEvents;
  cashByWeek: CashWeek[];
}

/**
 * The balances overdue, the events of the next UPCOMING_DAYS days and the cash of the next
 * CASH_WEEKS weeks, as of `now` in India. `overdue` is the count and sum of every overdue balance
 * (the booking figures' own): the list shows the first ACTION_LIST_ITEMS of them.
 */
export async function bookingLists(
  db: Db,
  now: Date,
  overdue: { count: number; paise: number },
): Promise<BookingLists> {
  const today = indianDay(now);
  const monday = mondayOf(today);
  const rows = await bookingsToShow(db, today, monday);
  // Billing's one rule of what is due, on what each booking's payments settled (stored).
  const schedules = new Map(rows.map((row) => [row.id, bookingSchedule(row, row.paidPaise, today)]));
  const lastUpcoming = addCalendarDays(today, UPCOMING_DAYS - 1);

  const balancesOverdue = rows
    .map((row) => ({ row, schedule: schedules.get(row.id) }))
    .filter(({ schedule }) => schedule?.overdue)
    .map(({ row, schedule }) => ({
      bookingId: row.id,
      inquiryId: row.inquiryId,
      bookingNumber: row.number,
      // Looked up for every row a list can show (bookingsToShow).
      customerName: row.customerName ?? '',
      celebrityName: row.celebrityName,
      startDate: row.startDate,
      balanceDueOn: schedule?.balanceDueOn ?? '',
      duePaise: schedule?.duePaise ?? 0,
      daysLate: daysUntil(schedule?.balanceDueOn ?? today, today),
    }))
    .sort((a, b) => a.balanceDueOn.localeCompare(b.balanceDueOn) || a.startDate.localeCompare(b.startDate))
    .slice(0, ACTION_LIST_ITEMS);

  const upcomingRows = rows.filter((row) => row.startDate <= lastUpcoming && row.endDate >= today);
  const upcoming: UpcomingEvents = {
    days: UPCOMING_DAYS,
    count: upcomingRows.length,
    items: upcomingRows.slice(0, UPCOMING_ITEMS).map((row) => {
      const schedule = schedules.get(row.id);
      return {
        bookingId: row.id,
        inquiryId: row.inquiryId,
        bookingNumber: row.number,
        customerName: row.customerName ?? '',
        celebrityName: row.celebrityName,
        state: row.state,
        startDate: row.startDate,
        endDate: row.endDate,
        venue: row.venue,
        totalPaise: row.totalPaise,
        paidPaise: schedule?.paidPaise ?? 0,
        duePaise: schedule?.duePaise ?? 0,
        dueNowPaise: schedule?.dueNowPaise ?? 0,
        balanceDueOn: schedule?.balanceDueOn ?? '',
        overdue: schedule?.overdue ?? false,
      };
    }),
  };

  const cashByWeek: CashWeek[] = Array.from({ length: CASH_WEEKS }, (_, week) => ({
    weekStart: addCalendarDays(monday, week * 7),
    bookings: 0,
    collectedPaise: 0,
    duePaise: 0,
  }));
  for (const schedule of schedules.values()) {
    const week = Math.floor(daysUntil(monday, schedule.balanceDueOn) / 7);
    const bucket = cashByWeek[week];
    if (week < 0 || !bucket) continue;
    bucket.bookings += 1;
    bucket.collectedPaise += schedule.paidPaise;
    bucket.duePaise += schedule.duePaise;
  }

  return { balancesOverdue: { ...overdue, items: balancesOverdue }, upcoming, cashByWeek };
}
