import { sql } from 'drizzle-orm';
import { type DocumentSeries, documentNumber, financialYearOf } from '#shared/gst/document-number';
import type { Db } from './client.js';
import { documentCounters } from './db-tables.js';

/**
 * The next number of a series (quotes, bookings, receipts, invoices) in the financial year of
 * `today` (India's day). The counter's row stays locked by the upsert until the caller's
 * transaction ends: a concurrent caller waits, then takes the next number; a transaction that
 * fails rolls its number back. So numbers run with no gap and none twice.
 */
export async function nextDocumentNumber(
  db: Db,
  series: DocumentSeries,
  prefix: string,
  today: string,
): Promise<string> {
  const financialYear = financialYearOf(today).label;
  const [counter] = await db
    .insert(documentCounters)
    .values({ series, financialYear, last: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.series, documentCounters.financialYear],
      set: { last: sql`${documentCounters.last} + 1` },
    })
    .returning({ last: documentCounters.last });
  if (!counter) throw new Error(`the ${series} counter returned no row`);
  return documentNumber({ prefix, series, financialYear, sequence: counter.last });
}
