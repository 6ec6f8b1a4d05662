import { sql, type SQL } from 'drizzle-orm';
import { DUE_SOON_HOURS } from '#shared/constants/inquiries';
import { indianDay } from '#shared/format';
import type { FunnelDays } from '#shared/constants/dashboard';
import type { AnsweredOnTime, BookingFigures, Dashboard, DashboardStat, QuoteFigures } from '#shared/schemas/dashboard';
import type { Db } from '#server/db/client';
import { bookingBalances, paymentAdvanceShares } from '#server/payouts/booking-balances-tables';
import { bookings } from '#server/bookings/bookings-tables';
import { celebrities } from '#server/celebrities/celebrities-tables';
import { inquiryFirstQuotes, quoteAcceptances, quotes } from '#server/quotes/quotes-tables';
import { inquiries, inquiryEvents } from '#server/inquiry-life/inquiry-life-tables';
import { inquiriesNewestFirst, selectInquiries, toInquiryDto } from '#server/inquiries/inquiries';
import { tallySum } from '#server/inquiries/inquiry-tallies';
import { payoutFigures } from '#server/payouts/earnings';
import { bookingLists, claimsToConfirm, overdueReplies } from './dashboard-todo.js';
import { funnelOf } from './dashboard-funnel.js';
import { wholePercentOf } from './whole-percent.js';

export const RECENT_INQUIRIES = 5;
/** "Answered within N hours" looks at the inquiries received in this many days. */
export const ANSWERED_ON_TIME_DAYS = 30;
/** The quote figures (sent, accepted, value, median time to quote) look at this many days. */
export const QUOTE_FIGURES_DAYS = 30;
/** "Value booked by month" shows this many of India's months, this one last. */
export const BOOKED_VALUE_MONTHS = 6;
/** The conversion from quotes to bookings looks at the inquiries quoted in this many days. */
export const CONVERSION_DAYS = 30;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** India Standard Time is UTC+5:30 all year: India keeps no daylight saving time. */
const INDIA_OFFSET_MS = 5.5 * HOUR_MS;

/** Whole percent, halves rounded away from zero (so +2.5 and -2.5 read 3 and -3), never -0. */
function percentChange(value: number, previous: number): number {
  // Multiply first: (value - previous) * 100 is an exact integer, the division rounds once.
  const exact = ((value - previous) * 100) / previous;
  const rounded = Math.sign(exact) * Math.round(Math.abs(exact));
  return rounded === 0 ? 0 : rounded;
}

export function stat(value: number, previous: number): DashboardStat {
  return {
    value,
    previous,
    changePercent: previous === 0 ? null : percentChange(value, previous),
  };
}

export { wholePercentOf };

export function answeredOnTime(onTime: number, total: number, days = ANSWERED_ON_TIME_DAYS): AnsweredOnTime {
  return { onTime, total, percent: wholePercentOf(onTime, total), days };
}

/**
 * The first instant of the calendar month containing `now` in India (Asia/Kolkata, UTC+5:30),
 * and of the month before: the agency's months, as the inquiry references count them. So
 * 2026-10-31T19:00Z, already 1 November 00:30 in India, is in November, which began at
 * 2026-10-31T18:30Z.
 */
export function monthStarts(now: Date): { thisMonth: Date; lastMonth: Date } {
  const [lastMonth, thisMonth] = indiaMonths(now, 2) as [IndiaMonth, IndiaMonth];
  return { thisMonth: thisMonth.start, lastMonth: lastMonth.start };
}

/** One of India's calendar months: `YYYY-MM`, its first instant and the first instant after it. */
export interface IndiaMonth {
  month: string;
  start: Date;
  end: Date;
}

/**
 * The `count` calendar months of India up to the one containing `now`, oldest first (the last is
 * this month): each as `YYYY-MM`, its first instant and the next month's (monthStarts' months).
 */
export function indiaMonths(now: Date, count: number): IndiaMonth[] {
  // Shifted by the offset, the UTC fields read India's wall clock.
  const india = new Date(now.getTime() + INDIA_OFFSET_MS);
  const year = india.getUTCFullYear();
  const month = india.getUTCMonth();
  // Date.UTC carries a month below 0 or above 11 into the year before or after.
  const startOf = (back: number) => new Date(Date.UTC(year, month - back, 1) - INDIA_OFFSET_MS);
  return Array.from({ length: count }, (_, index) => {
    const back = count - 1 - index;
    const first = new Date(Date.UTC(year, month - back, 1));
    return {
      month: `${first.getUTCFullYear()}-${String(first.getUTCMonth() + 1).padStart(2, '0')}`,
      start: startOf(back),
      end: startOf(back - 1),
    };
  });
}

const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/** The quote figures as the database hands them (json: counts and sums arrive as numbers). */
interface QuoteFiguresRow {
  sent: number;
  accepted: number;
  acceptedPaise: number;
  firstQuoted: number;
  medianSeconds: number | null;
}

/**
 * The quote figures of the QUOTE_FIGURES_DAYS days up to `now`, as one JSON value of one
 * sub-select (so the dashboard stays one statement):
 * - sent: quote versions sent in those days (`quotes.sent_at`), whatever they became since;
 * - accepted, acceptedPaise: the acceptances in those days (`quote_acceptances.accepted_at`) and
 *   the sum of their totals;
 * - firstQuoted, medianSeconds: the inquiries whose first sent version (the least `sent_at` of
 *   their quotes) falls in those days, and the median (percentile_cont, so the mean of the middle
 *   two of an even count) of that first `sent_at` less the inquiry's `created_at`.
 * Each reads only those days' rows: the quotes by quotes_sent_at_idx, the acceptances by
 * quote_acceptances_accepted_at_idx, the first quotes by inquiry_first_quotes_sent_at_idx, which
 * holds each inquiry's first `sent_at` and its arrival, kept by the database (decision 0060): an
 * inquiry quoted in those days was first quoted in them when its first `sent_at` is in them, so
 * the set is a range of that index (each inquiry quoted in those days had its versions and its
 * row looked up before: two look-ups per inquiry).
 */
function quoteFigures(now: Date): SQL<QuoteFiguresRow> {
  const from = at(new Date(now.getTime() - QUOTE_FIGURES_DAYS * DAY_MS));
  const to = at(now);
  const first = inquiryFirstQuotes;
  return sql<QuoteFiguresRow>`(select json_build_object(
      'sent', (select count(*) from ${quotes} where ${quotes.sentAt} >= ${from} and ${quotes.sentAt} <= ${to}),
      'accepted', acceptances.count,
      'acceptedPaise', acceptances.paise,
      'firstQuoted', first_quotes.count,
      'medianSeconds', first_quotes.median)
    from (
      select count(*) as count, coalesce(sum(${quoteAcceptances.totalPaise}), 0) as paise
      from ${quoteAcceptances}
      where ${quoteAcceptances.acceptedAt} >= ${from} and ${quoteAcceptances.acceptedAt} <= ${to}
    ) as acceptances, (
      select count(*) as count, percentile_cont(0.5) within group (
        order by extract(epoch from ${first.sentAt} - ${first.receivedAt})::double precision
      ) as median
      from ${first} where ${first.sentAt} >= ${from} and ${first.sentAt} <= ${to}
    ) as first_quotes)`;
}

/** The figures in the API's shape: the median in whole seconds. */
function toQuoteFigures(row: QuoteFiguresRow): QuoteFigures {
  const median = row.medianSeconds === null ? null : Math.round(Number(row.medianSeconds));
  return {
    sent: Number(row.sent),
    accepted: Number(row.accepted),
    acceptedPaise: Number(row.acceptedPaise),
    firstQuoted: Number(row.firstQuoted),
    medianSecondsToQuote: median,
    days: QUOTE_FIGURES_DAYS,
  };
}

/** The booking figures as the database hands them (json: counts and sums arrive as numbers). */
interface BookingFiguresRow {
  byMonth: { paise: number; count: number }[];
  received: { paise: number; count: number; advanceThisMonth: number; advanceLastMonth: number };
  open: { outstandingCount: number; outstandingPaise: number; overdueCount: number; overduePaise: number };
  conversion: { quoted: number; booked: number };
}

/** Not cancelled: a cancelled booking counts in no figure. */
const standing = sql`${bookings.state} <> 'cancelled'`;

/**
 * The booking figures (issue 22), as one JSON value of one sub-select each, so the dashboard
 * stays one statement (one snapshot):
 * - byMonth: of the bookings made (`bookings.created_at`) in each of the BOOKED_VALUE_MONTHS
 *   India months up to this one, not cancelled, how many and the sum of their totals;
 * - received: the payments whose receipt date (`received_on`, a day of India's calendar) falls in
 *   this month or last, each split into what went to its booking's advance and the rest. A
 *   booking's payments settle its advance first, in the order received (by date, then as
 *   recorded), so each payment's share of the advance is the advance less what its earlier
 *   payments settled, between 0 and the payment. That share depends on the booking's payments
 *   and advance alone, not on the day it is read, so the database keeps it per payment
 *   (`payment_advance_shares`, with what the payment settled: amount and TDS, decision 0060) and
 *   the two months are one range of its index; working it out here read the two months' payments,
 *   every booking's balances and the payments' bookings, in order (20–25 ms at 40,000 bookings).
 * - open: over the bookings not cancelled, what is still due (the total less the payments, never
 *   below 0: the booking's `duePaise`) and, of that, what is due past the balance's due day
 *   (`start_date` less `balance_due_days`; the booking's `overdue`). Both are stored
 *   (`booking_balances.customer_due_paise`, `balance_due_on`, kept by the database's triggers,
 *   decision 0059) and read from their partial index over the bookings still owing: summing
 *   every booking's payments here passed over every booking ever made (250 ms at 40,000
 *   bookings), now only the open ones.
 * - conversion: the inquiries with a version sent in the last CONVERSION_DAYS days
 *   (quotes_sent_at_idx), and how many of them have a booking not cancelled (bookings_inquiry_idx),
 *   whether made from the quote or agreed by phone.
 */
function bookingFigures(now: Date): Record<keyof BookingFiguresRow, SQL> {
  const months = indiaMonths(now, BOOKED_VALUE_MONTHS);
  const first = months[0];
  const [lastMonth, thisMonth] = months.slice(-2) as [IndiaMonth, IndiaMonth];
  if (!first) throw new Error('no months to count bookings in');
  const madeIn = (month: IndiaMonth) =>
    sql`${bookings.createdAt} >= ${at(month.start)} and ${bookings.createdAt} < ${at(month.end)}`;
  const byMonth = sql`(select json_build_array(${sql.join(
    months.map(
      (month) => sql`json_build_object(
        'paise', coalesce(sum(${bookings.totalPaise}) filter (where ${madeIn(month)}), 0),
        'count', count(*) filter (where ${madeIn(month)}))`,
    ),
    sql`, `,
  )}) from ${bookings} where ${standing} and ${bookings.createdAt} >= ${at(first.start)})`;

  // Days of India's calendar: the first day of last month, of this month and of the next.
  const day = (instant: Date) => sql`${indianDay(instant)}::date`;
  const lastFirst = day(lastMonth.start);
  const thisFirst = day(thisMonth.start);
  const nextFirst = day(thisMonth.end);
  const share = paymentAdvanceShares;
  const inThisMonth = sql`${share.receivedOn} >= ${thisFirst}`;
  const received = sql`(select json_build_object(
      'paise', coalesce(sum(${share.settledPaise}) filter (where ${inThisMonth}), 0),
      'count', count(*) filter (where ${inThisMonth}),
      'advanceThisMonth', coalesce(sum(${share.advancePaise}) filter (where ${inThisMonth}), 0),
      'advanceLastMonth', coalesce(sum(${share.advancePaise}) filter (where not ${inThisMonth}), 0))
    from ${share} where ${share.receivedOn} >= ${lastFirst} and ${share.receivedOn} < ${nextFirst})`;

  const today = sql`${indianDay(now)}::date`;
  const open = sql`(select json_build_object(
      'outstandingCount', count(*),
      'outstandingPaise', coalesce(sum(owed.due), 0),
      'overdueCount', count(*) filter (where owed.due_on < ${today}),
      'overduePaise', coalesce(sum(owed.due) filter (where owed.due_on < ${today}), 0))
    from (
      select ${bookingBalances.customerDuePaise} as due, ${bookingBalances.balanceDueOn} as due_on
      from ${bookingBalances} where ${bookingBalances.customerDuePaise} > 0
    ) as owed)`;

  const from = at(new Date(now.getTime() - CONVERSION_DAYS * DAY_MS));
  // The inquiries quoted in those days worked out on their own (materialized), by
  // quotes_sent_at_idx: inside the statement the planner picked a parallel scan of every quote
  // for them, since it reckoned fewer of them that way and so fewer of the look-ups below
  // (docs/performance-log.md).
  const conversion = sql`(with quoted as materialized (
      select distinct ${quotes.inquiryId} as inquiry_id from ${quotes}
      where ${quotes.sentAt} >= ${from} and ${quotes.sentAt} <= ${at(now)})
    select json_build_object(
      'quoted', count(*),
      'booked', count(*) filter (where exists (
        select 1 from ${bookings} where ${bookings.inquiryId} = quoted.inquiry_id and ${standing})))
    from quoted)`;
  return { byMonth, received, open, conversion };
}

/** The figures in the API's shape, with this month's and last month's bookings made and their months named. */
function toBookingFigures(row: BookingFiguresRow, now: Date): BookingFigures {
  const months = indiaMonths(now, BOOKED_VALUE_MONTHS);
  const valueByMonth = months.map((month, index) => ({
    month: month.month,
    paise: Number(row.byMonth[index]?.paise ?? 0),
    count: Number(row.byMonth[index]?.count ?? 0),
  }));
  const made = (back: number) => valueByMonth.at(-1 - back)?.count ?? 0;
  const quoted = Number(row.conversion.quoted);
  const booked = Number(row.conversion.booked);
  return {
    made: stat(made(0), made(1)),
    valueByMonth,
    advancesReceived: stat(Number(row.received.advanceThisMonth), Number(row.received.advanceLastMonth)),
    receivedThisMonth: { count: Number(row.received.count), paise: Number(row.received.paise) },
    outstanding: { count: Number(row.open.outstandingCount), paise: Number(row.open.outstandingPaise) },
    overdue: { count: Number(row.open.overdueCount), paise: Number(row.open.overduePaise) },
    conversion: { quoted, booked, percent: wholePercentOf(booked, quoted), days: CONVERSION_DAYS },
  };
}

/**
 * The dashboard's figures. Months are India's (monthStarts); "the end of last month" is the
 * state after everything that happened before this month's first instant.
 * - Totals: now, against the totals at the end of last month (received before this month).
 * - Pending: pending now, against pending at the end of last month, from the timeline. An
 *   inquiry was pending then if it was received before this month and its last status change
 *   before this month went to `pending`, or it had none. Each change records the status it left
 *   (`from`), so the timeline is a chain, and the same rule reads backwards from today: the
 *   status an inquiry had at the end of last month is the `from` of its first change since, or,
 *   without one, its status now. That reads only this month's changes and the pending ones,
 *   instead of every inquiry's whole history. Deleted inquiries take their timeline with them,
 *   so they are not counted, then or now.
 * - Monthly bookings: the bookings made in the month (`bookings.created_at`) and not cancelled,
 *   this month against last month: the bookings' own `made` (bookingFigures), so the card and
 *   the booking figures never disagree (issue 36, finding 10; decision 0028). An inquiry set to
 *   "Confirmed" without a booking is no booking.
 * - Answered on time: the inquiries received in the last ANSWERED_ON_TIME_DAYS days that have
 *   been answered (first left `pending`) or whose reply-by time has passed unanswered: how many
 *   were answered by their reply-by time, out of those. The ones still pending within their
 *   time are not judged yet; an old inquiry that left `pending` with no recorded first answer
 *   has no time to judge by.
 * - Overdue and due soon now: inquiries pending and never answered whose reply-by time has
 *   passed, or comes within DUE_SOON_HOURS: what the inquiry list's `clock=overdue` and
 *   `clock=due-soon` filters show (src/shared/inquiry-clock.ts: one answered and later set back
 *   to pending stays answered).
 * - Quotes (quoteFigures): in the last QUOTE_FIGURES_DAYS days up to now.
 * - Bookings (bookingFigures): made by India's months, payments by their receipt's day in
 *   India's calendar, what is due as of India's today, conversion over CONVERSION_DAYS days.
 */
export async function getDashboard(
  db: Db,
  settings: { responseHours: number },
  now = new Date(),
  funnelDays: FunnelDays = 30,
): Promise<Dashboard> {
  const { thisMonth } = monthStarts(now);
  const t = at(thisMonth);
  const n = at(now);
  const [celebrityCounts] = await db
    .select({
      total: sql<number>`count(*)::int`,
      beforeThisMonth: sql<number>`(count(*) filter (where ${celebrities.createdAt} < ${t}))::int`,
    })
    .from(celebrities);
  // Each figure is a count of its own, so each reads an index (a status, a range of created_at,
  // the pending ones' reply_by, a kind and range of the timeline) rather than one pass of
  // `count(*) filter (...)` over the whole table: at a million inquiries that pass took ~250 ms,
  // the first six of these ~70 ms (docs/performance-log.md), most of it the exact total, now a tally.
  // One statement, so one snapshot: "before this month" is the total less this month's, exactly
  // as before (created_at is not null).
  const countOf = (where?: SQL) =>
    sql<number>`(select count(*) from ${inquiries}${where ? sql` where ${where}` : sql``})::int`;
  // The total and the pending ones from the tallies the database keeps (migration 0009), at once.
  const pendingTally = tallySum({ status: 'pending' });
  const pending = sql`${inquiries.status} = 'pending'`;
  const unanswered = sql`${pending} and ${inquiries.firstResponseAt} is null`;
  // inquiry_events_kind_created_at_idx: status changes in [from, to).
  const statusChanges = (from: SQL, to?: SQL) =>
    sql`${inquiryEvents.kind} = 'status_changed' and ${inquiryEvents.createdAt} >= ${from}${
      to ? sql` and ${inquiryEvents.createdAt} < ${to}` : sql``
    }`;
  // Of the inquiries received before this month and changed since: how many were pending at the
  // end of last month (the `from` of each one's first change since) less how many are pending
  // now. Each one's row is looked up by its id (a sub-select per changed inquiry, which the
  // planner cannot turn into a join that scans every inquiry received before this month). Most
  // of this month's changes are this month's inquiries' first answers: those are left out first
  // by this month's ids, read from inquiries_created_at_idx alone, so only the older inquiries'
  // changes are sorted and their rows looked up (2,110 look-ups for 81 at 200,000 inquiries).
  const pendingCorrection = sql<number>`(select coalesce(sum(
        (case when changed.was = 'pending' then 1 else 0 end)
        - (case when changed.status_now = 'pending' then 1 else 0 end)), 0)
      from (
        select first_change.was, (
          select ${inquiries.status} from ${inquiries}
          where ${inquiries.id} = first_change.inquiry_id and ${inquiries.createdAt} < ${t}
        ) as status_now
        from (
          select distinct on (${inquiryEvents.inquiryId})
            ${inquiryEvents.inquiryId} as inquiry_id, ${inquiryEvents.details} ->> 'from' as was
          from ${inquiryEvents}
          where ${statusChanges(t)}
            and ${inquiryEvents.inquiryId} not in (select ${inquiries.id} from ${inquiries} where ${inquiries.createdAt} >= ${t})
          order by ${inquiryEvents.inquiryId}, ${inquiryEvents.createdAt}, ${inquiryEvents.id}
        ) as first_change
      ) as changed
      where changed.status_now is not null)::int`;
  const received = sql`${inquiries.createdAt} >= ${at(new Date(now.getTime() - ANSWERED_ON_TIME_DAYS * DAY_MS))}`;
  const figures = bookingFigures(now);
  const [counts] = await db
    .select({
      total: tallySum({}),
      thisMonth: countOf(sql`${inquiries.createdAt} >= ${t}`),
      pending: pendingTally,
      // All pending (a tally) less this month's few: counting the older ones read most of them.
      pendingReceivedBeforeThisMonth: sql<number>`(${pendingTally} - ${countOf(sql`${pending} and ${inquiries.createdAt} >= ${t}`)})::int`,
      pendingCorrection,
      // Both figures of the last 30 days from one pass over them (each would read the rows).
      replies: sql<{ onTime: number; judged: number }>`(select json_build_object(
          'onTime', count(*) filter (where ${inquiries.firstResponseAt} <= ${inquiries.replyBy}),
          'judged', count(*) filter (where ${inquiries.firstResponseAt} is not null
            or (${unanswered} and ${inquiries.replyBy} < ${n})))
        from ${inquiries} where ${received})`,
      overdue: countOf(sql`${unanswered} and ${inquiries.replyBy} < ${n}`),
      dueSoon: countOf(
        sql`${unanswered} and ${inquiries.replyBy} >= ${n} and ${inquiries.replyBy} <= ${at(new Date(now.getTime() + DUE_SOON_HOURS * HOUR_MS))}`,
      ),
      quotes: quoteFigures(now),
      bookingFigures: sql<BookingFiguresRow>`json_build_object(
        'byMonth', ${figures.byMonth}, 'received', ${figures.received},
        'open', ${figures.open}, 'conversion', ${figures.conversion})`,
    })
    .from(sql`(select 1) as one`);
  const recent = await selectInquiries(db)
    .orderBy(...inquiriesNewestFirst)
    .limit(RECENT_INQUIRIES);

  const c = celebrityCounts ?? { total: 0, beforeThisMonth: 0 };
  const i = counts ?? {
    total: 0,
    thisMonth: 0,
    pending: 0,
    pendingReceivedBeforeThisMonth: 0,
    pendingCorrection: 0,
    replies: { onTime: 0, judged: 0 },
    overdue: 0,
    dueSoon: 0,
    quotes: { sent: 0, accepted: 0, acceptedPaise: 0, firstQuoted: 0, medianSeconds: null },
    bookingFigures: {
      byMonth: [],
      received: { paise: 0, count: 0, advanceThisMonth: 0, advanceLastMonth: 0 },
      open: { outstandingCount: 0, outstandingPaise: 0, overdueCount: 0, overduePaise: 0 },
      conversion: { quoted: 0, booked: 0 },
    },
  };
  const bookingsMade = toBookingFigures(i.bookingFigures, now);
  const lists = await bookingLists(db, now, bookingsMade.overdue);
  return {
    totalCelebrities: stat(c.total, c.beforeThisMonth),
    totalInquiries: stat(i.total, i.total - i.thisMonth),
    pendingInquiries: stat(i.pending, i.pendingReceivedBeforeThisMonth + i.pendingCorrection),
    // SPEC's card and the bookings' own figure are one: the bookings made (decision 0028).
    monthlyBookings: bookingsMade.made,
    answeredOnTime: answeredOnTime(Number(i.replies.onTime), Number(i.replies.judged)),
    overdueNow: i.overdue,
    dueSoonNow: i.dueSoon,
    responseHours: settings.responseHours,
    quotes: toQuoteFigures(i.quotes),
    bookings: bookingsMade,
    payouts: await payoutFigures(db, indianDay(now)),
    recentInquiries: recent.map(toInquiryDto),
    todo: {
      overdueReplies: await overdueReplies(db, now, i.overdue),
      claimsToConfirm: await claimsToConfirm(db, now),
      balancesOverdue: lists.balancesOverdue,
    },
    upcoming: lists.upcoming,
    funnel: await funnelOf(db, funnelDays, now),
    cashByWeek: lists.cashByWeek,
  };
}
