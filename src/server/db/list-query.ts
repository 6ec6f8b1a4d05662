import { and, count, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ListMeta } from '#shared/schemas/envelope';
import type { Db } from './client.js';
import { keysetOrderBy, keysetPage, keysetSelection, planPage, type KeysetOrder } from './keyset.js';
import type { ListTotal } from './list-total.js';

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

/** What a list walked by cursor is asked for: the slice, and where it starts. */
export interface KeysetQuery {
  limit: number;
  offset: number;
  after?: string | undefined;
  before?: string | undefined;
}

/** Reads a page's rows: those matching `where`, in `orderBy`, `limit` of them from `offset`. */
export type PageRowsReader<Row> = (page: {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
}) => Promise<Row[]>;

/**
 * One page of a list walked by cursor (keyset.ts), its total and the cursors beside it. The rows
 * carry their key values (keysetSelection) for the cursors. `total` is read beside the rows;
 * what the page itself shows corrects it (an estimate can never say fewer rows than were seen,
 * nor more once the end is reached).
 */
export async function keysetList<Row extends Record<string, unknown>>(
  order: KeysetOrder,
  query: KeysetQuery,
  where: SQL | undefined,
  readRows: PageRowsReader<Row>,
  readTotal: () => Promise<ListTotal>,
): Promise<{ rows: Row[]; meta: ListMeta }> {
  const plan = planPage(order, query);
  const [fetched, counted] = await Promise.all([
    readRows({
      where: plan.by === 'cursor' ? and(where, plan.condition) : where,
      orderBy: keysetOrderBy(order, plan.by === 'cursor' && plan.backwards),
      limit: query.limit + 1,
      offset: plan.by === 'offset' ? plan.offset : 0,
    }),
    readTotal(),
  ]);
  const page = keysetPage(order, plan, fetched, query.limit);
  const seen = page.offset + page.rows.length;
  const atEnd = page.next === undefined && page.rows.length > 0;
  const total: ListTotal =
    atEnd && counted.totalKind !== undefined
      ? { total: seen }
      : counted.totalKind !== undefined && counted.total < seen
        ? { total: seen, totalKind: 'at-least' }
        : counted;
  return {
    rows: page.rows,
    meta: {
      ...total,
      limit: query.limit,
      offset: page.offset,
      ...(page.next !== undefined && { next: page.next }),
      ...(page.prev !== undefined && { prev: page.prev }),
    },
  };
}

/** A table's rows with their key values, for keysetList. */
export function tableRows<T extends PgTable>(db: Db, table: T, order: KeysetOrder): PageRowsReader<T['$inferSelect']> {
  // As a plain table: drizzle's generic types cannot follow a table given as a type parameter.
  const from: PgTable = table;
  return ({ where, orderBy, limit, offset }) =>
    db
      .select({ ...getTableColumns(table), ...keysetSelection(order) })
      .from(from)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset);
}
