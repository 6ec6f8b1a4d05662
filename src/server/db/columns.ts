/*
 * Column helpers the domains' tables share (each domain declares its own tables in
 * src/server/<domain>/<domain>-tables.ts: decision 0029).
 */
import { sql, type SQL } from 'drizzle-orm';
import { bigint, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** A check that `column` holds one of `values` (the same lists the zod schemas use). */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;
}

/** When a row was made, set by the database as it is inserted. */
export const createdAtColumn = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const timestamps = {
  createdAt: createdAtColumn(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

/** Whole paise, as large as a total may be (an integer column stops at ₹2.1 crore). */
export const paise = (name: string) => bigint(name, { mode: 'number' });
