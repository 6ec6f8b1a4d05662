import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { InquiryFilter } from '#shared/schemas/inquiry';
import type { Db } from '#server/db/client';
import { inquiryTallies } from '#server/inquiry-life/inquiry-life-tables';

/** The filters the tallies can answer: by kind and status alone (or none). */
type TalliedFilter = Pick<InquiryFilter, 'kind' | 'status'>;

/**
 * The filter when the tallies (kept by the database's triggers, migration 0009) know how many
 * inquiries match it exactly, else undefined: any other filter (a search, an assignee, the clock,
 * the quote, event dates) needs the rows counted.
 */
export function talliedFilter(filter: InquiryFilter): TalliedFilter | undefined {
  const { kind, status, q, assignee, clock, quote, eventFrom, eventTo } = filter;
  return q || assignee || clock || quote || eventFrom || eventTo ? undefined : { kind, status };
}

/**
 * How many inquiries there are of that kind and status (either left out: all of them), as a
 * sub-select: a statement of several figures reads them in its one snapshot (the dashboard).
 */
export function tallySum(filter: TalliedFilter): SQL<number> {
  const where = and(
    filter.kind ? eq(inquiryTallies.kind, filter.kind) : undefined,
    filter.status ? eq(inquiryTallies.status, filter.status) : undefined,
  );
  return sql<number>`(select coalesce(sum(${inquiryTallies.count}), 0) from ${inquiryTallies}${where ? sql` where ${where}` : sql``})::int`;
}

/** The same, read on its own. */
export async function countFromTallies(db: Db, filter: TalliedFilter): Promise<number> {
  const [row] = await db.select({ count: tallySum(filter) }).from(sql`(select 1) as one`);
  return row?.count ?? 0;
}
