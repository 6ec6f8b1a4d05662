import { count, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ListMeta } from '#shared/schemas/envelope';
import type { Db } from './client.js';

/**
 * Newest first, spelled exactly as the indexes are: PostgreSQL's plain `desc` means `desc nulls
 * first`, which matches no index here (drizzle-kit writes them `desc nulls last`), so every list
 * call sorted the whole table. The columns are never null, so the order itself is the same.
 */
export function newestFirst(createdAt: AnyPgColumn, id: AnyPgColumn): SQL[] {
  return [sql`${createdAt} desc nulls last`, sql`${id} desc nulls last`];
}

export interface ListWithTotal<Row> {
  rows: Row[];
  meta: ListMeta;
}

/**
 * One page of a table's rows and how many match in all, in one round trip each, run side by
 * side: the shape of every list the API answers (`meta: {total, limit, offset}`).
 */
export async function listWithTotal<T extends PgTable>(
  db: Db,
  table: T,
  query: { where: SQL | undefined; orderBy: (SQL | AnyPgColumn)[]; limit: number; offset: number },
): Promise<ListWithTotal<T['$inferSelect']>> {
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(query.where)
      .orderBy(...query.orderBy)
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ total: count() })
      .from(table as PgTable)
      .where(query.where),
  ]);
  return {
    rows: rows,
    meta: { total: totalRow?.total ?? 0, limit: query.limit, offset: query.offset },
  };
}
