/* The reports domain's tables (issue 40): the Tally ledger names set once in Settings. */
import { sql } from 'drizzle-orm';
import { boolean, check, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '#server/accounts/accounts-tables';

/**
 * The ledgers the Tally import posts to (one row), named as in the agency's Tally company. Stored
 * as the business details are: the shared schema's output (schemas/reports.ts, `ledgersSchema`),
 * read back through it; no row until an admin saves, and the defaults meanwhile.
 */
export const tallyLedgers = pgTable(
  'tally_ledgers',
  {
    /** Always true: the table holds one row. */
    id: boolean('id').primaryKey().default(true),
    value: jsonb('value').notNull(),
    updatedById: uuid('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
    updatedByName: text('updated_by_name'),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('tally_ledgers_one_row', sql`${t.id}`)],
);
