import { sql, type SQL } from 'drizzle-orm';
import type { Dashboard, DashboardStat } from '#shared/schemas/dashboard';
import type { Db } from '../db/client.js';
import { celebrities, inquiries } from '../db/schema.js';
import { inquiriesNewestFirst, toInquiryDto } from './inquiries.js';

export const RECENT_INQUIRIES = 5;

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

/** Start of the calendar month containing `now`, and of the month before, in UTC. */
export function monthStarts(now: Date): { thisMonth: Date; lastMonth: Date } {
  return {
    thisMonth: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
    lastMonth: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)),
  };
}

/**
 * The dashboard's figures, each with last month's counterpart:
 * - totals now against totals at the start of this month;
 * - pending: every pending inquiry against the pending ones that arrived before this month;
 * - monthly bookings: confirmed inquiries that arrived this month against last month.
 */
export async function getDashboard(db: Db, now = new Date()): Promise<Dashboard> {
  const { thisMonth, lastMonth } = monthStarts(now);
  const t = thisMonth.toISOString();
  const l = lastMonth.toISOString();
  const [celebrityCounts] = await db
    .select({
      total: sql<number>`count(*)::int`,
      beforeThisMonth: sql<number>`(count(*) filter (where ${celebrities.createdAt} < ${t}::timestamptz))::int`,
    })
    .from(celebrities);
  // Each figure is a count of its own, so each reads an index (a status, a range of created_at)
  // rather than one pass of `count(*) filter (...)` over the whole table: at a million inquiries
  // that pass took ~250 ms, these ~70 ms (docs/performance.md). One statement, so one snapshot:
  // "before this month" is the total less this month's, exactly as before (created_at is not null).
  const countOf = (where?: SQL) =>
    sql<number>`(select count(*) from ${inquiries}${where ? sql` where ${where}` : sql``})::int`;
  const since = (from: string) => sql`${inquiries.createdAt} >= ${from}::timestamptz`;
  const [counts] = await db
    .select({
      total: countOf(),
      thisMonth: countOf(since(t)),
      pending: countOf(sql`${inquiries.status} = 'pending'`),
      pendingThisMonth: countOf(sql`${inquiries.status} = 'pending' and ${since(t)}`),
      confirmedThisMonth: countOf(sql`${inquiries.status} = 'confirmed' and ${since(t)}`),
      confirmedLastMonth: countOf(
        sql`${inquiries.status} = 'confirmed' and ${since(l)} and ${inquiries.createdAt} < ${t}::timestamptz`,
      ),
    })
    .from(sql`(select 1) as one`);
  const inquiryCounts = counts && {
    total: counts.total,
    beforeThisMonth: counts.total - counts.thisMonth,
    pending: counts.pending,
    pendingBeforeThisMonth: counts.pending - counts.pendingThisMonth,
    confirmedThisMonth: counts.confirmedThisMonth,
    confirmedLastMonth: counts.confirmedLastMonth,
  };
  const recent = await db
    .select()
    .from(inquiries)
    .orderBy(...inquiriesNewestFirst)
    .limit(RECENT_INQUIRIES);

  const c = celebrityCounts ?? { total: 0, beforeThisMonth: 0 };
  const i = inquiryCounts ?? {
    total: 0,
    beforeThisMonth: 0,
    pending: 0,
    pendingBeforeThisMonth: 0,
    confirmedThisMonth: 0,
    confirmedLastMonth: 0,
  };
  return {
    totalCelebrities: stat(c.total, c.beforeThisMonth),
    totalInquiries: stat(i.total, i.beforeThisMonth),
    pendingInquiries: stat(i.pending, i.pendingBeforeThisMonth),
    monthlyBookings: stat(i.confirmedThisMonth, i.confirmedLastMonth),
    recentInquiries: recent.map(toInquiryDto),
  };
}
