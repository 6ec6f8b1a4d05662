import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ListMeta } from '#shared/schemas/envelope';
import type { Db } from './client.js';

/**
 * Up to this many matching rows a list's total is counted exactly; beyond it, counting every row
 * is what made a list slow at a million rows (docs/performance-log.md), and nobody pages through
 * 10,000 rows: the total is then PostgreSQL's own estimate, and says so.
 */
export const EXACT_TOTAL_UP_TO = 10_000;

/** A list's total: exact (no `totalKind`), the planner's estimate, or a floor ("more than"). */
export type ListTotal = Pick<ListMeta, 'total' | 'totalKind'>;

interface ExplainedPlan {
  Plan: { 'Plan Rows': number };
}

/** How many rows the planner expects `select … where` to return (from the table's statistics). */
async function estimatedRows(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  const result = await db.execute(
    sql`explain (format json) select 1 from ${table}${where ? sql` where ${where}` : sql``}`,
  );
  const [row] = (result as { rows: Record<string, unknown>[] }).rows;
  // node-postgres parses the json column; PGlite may hand back its text.
  const value = row ? Object.values(row)[0] : undefined;
  const plans = (typeof value === 'string' ? JSON.parse(value) : value) as ExplainedPlan[] | undefined;
  return Math.round(plans?.[0]?.Plan['Plan Rows'] ?? 0);
}

/**
 * The total of a list filtered by `where`. When the planner expects more than EXACT_TOTAL_UP_TO
 * rows, its estimate is the answer (no row is read). Otherwise the rows are counted, but never
 * more than EXACT_TOTAL_UP_TO + 1 of them: where the estimate was wrong (statistics never
 * gathered, as in a fresh embedded database), the answer is "more than 10,000".
 */
export async function listTotal(db: Db, table: PgTable, where: SQL | undefined): Promise<ListTotal> {
  const estimate = await estimatedRows(db, table, where);
  if (estimate > EXACT_TOTAL_UP_TO) return { total: estimate, totalKind: 'estimate' };
  const matching = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(EXACT_TOTAL_UP_TO + 1)
    .as('matching');
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(matching);
  const counted = row?.total ?? 0;
  return counted > EXACT_TOTAL_UP_TO ? { total: EXACT_TOTAL_UP_TO, totalKind: 'at-least' } : { total: counted };
}
