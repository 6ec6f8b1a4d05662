/* Tables no domain owns: document number counters and facts about the database itself. */
import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The last number given in each series and financial year (`Q`, `26-27`). The upsert that takes
 * the next one locks the row until the sender's transaction ends: two senders never share a
 * number, and a send that fails gives its number back, so the series has no gap.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    series: text('series').notNull(),
    financialYear: text('financial_year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.financialYear] })],
);

/** Small facts about this database, such as when the demo data was seeded. */
export const appState = pgTable('app_state', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
