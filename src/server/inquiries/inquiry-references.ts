import { sql } from 'drizzle-orm';
import { indianDay } from '#shared/format';
import type { Db } from '#server/db/client';
import { inquiryReferenceCounters } from '#server/inquiry-life/inquiry-life-tables';

/** Year and month in India's calendar, as the reference writes them: `2611` for November 2026. */
export function referenceMonth(at: Date): string {
  const day = indianDay(at);
  return `${day.slice(2, 4)}${day.slice(5, 7)}`;
}

/**
 * The next reference of the month `at` falls in, `SLT-2611-0042`. The counter row is locked by
 * the upsert until the caller's transaction ends, so two arrivals never share a number, and a
 * rolled-back arrival gives its number back.
 */
export async function nextReference(db: Db, at: Date): Promise<string> {
  const month = referenceMonth(at);
  const [row] = await db
    .insert(inquiryReferenceCounters)
    .values({ month, last: 1 })
    .onConflictDoUpdate({
      target: inquiryReferenceCounters.month,
      set: { last: sql`${inquiryReferenceCounters.last} + 1` },
    })
    .returning({ last: inquiryReferenceCounters.last });
  if (!row) throw new Error('reference counter returned no row');
  return `SLT-${month}-${String(row.last).padStart(4, '0')}`;
}
