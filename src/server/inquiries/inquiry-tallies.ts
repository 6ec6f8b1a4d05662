import { and, eq, sql } from 'drizzle-orm';
import type { InquiryFilter } from '#shared/schemas/inquiry';
import type { Db } from '#server/db/client';
import { inquiryTallies } from '#server/db/schema';

/** The filters the tallies can answer: by kind and status alone (or none). */
type TalliedFilter = Pick<InquiryFilter, 'kind' | 'status'>;

/**
 * The filter when the tallies (kept by the database's triggers, migration 0009) know how many
 * inquiries match it exactly, else undefined: any other filter (a search, an assignee, the clock,
 * event dates) needs the rows counted.
 */
export function talliedFilter(filter: InquiryFilter): TalliedFilter | undefined {
  const { kind, status, q, assignee, clock, eventFrom, eventTo } = filter;
  return q || assignee || clock || eventFrom || eventTo ? undefined : { kind, status };
}

/** How many inquiries there are of that kind and status (either left out: all of them). */
export async function countFromTallies(db: Db, filter: TalliedFilter): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`coalesce(sum(${inquiryTallies.count}), 0)::int` })
    .from(inquiryTallies)
    .where(
      and(
        filter.kind ? eq(inquiryTallies.kind, filter.kind) : undefined,
        filter.status ? eq(inquiryTallies.status, filter.status) : undefined,
      ),
    );
  return row?.count ?? 0;
}
