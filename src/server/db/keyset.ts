import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { fieldRefusal } from '#server/lib/domain-refusal';

/**
 * Keyset paging: a page found from the row before it (or after it), not by counting rows from the
 * start, so page 10,000 costs what page 1 does (docs/decisions/0015). A list's order is a few
 * columns read by one index, all in one direction, the last one unique; a cursor names one row
 * by those columns' values, and the page is the rows beyond it in the list's order: one row
 * comparison the index answers, `(created_at, id) < ($1, $2)`.
 *
 * A cursor is opaque to the client (base64url JSON): the order it belongs to, the row's position
 * in the list (for "Showing 41–50", not for finding rows), and the row's key values as plain
 * integers and ids, which are checked before they reach SQL, so a forged cursor is a 400, never a
 * database error.
 */

/** How a key column travels in a cursor: exactly, as text that is checked before any SQL sees it. */
export type KeyKind = 'timestamp' | 'date' | 'uuid';

export interface KeyColumn {
  column: AnyPgColumn;
  kind: KeyKind;
}

/**
 * One of a list's orders: its name (checked against the cursor's), its columns, its direction,
 * and the direction its index stores them in (drizzle-kit writes `asc` and `desc nulls last`).
 */
export interface KeysetOrder {
  name: string;
  columns: readonly KeyColumn[];
  direction: 'asc' | 'desc';
  index: 'asc' | 'desc';
}

/** Newest first by creation time then id, as a `(created_at desc, id desc)` index reads it. */
export function newestFirstKeyset(createdAt: AnyPgColumn, id: AnyPgColumn): KeysetOrder {
  return {
    name: 'newest',
    columns: [
      { column: createdAt, kind: 'timestamp' },
      { column: id, kind: 'uuid' },
    ],
    direction: 'desc',
    index: 'desc',
  };
}

/** A page's start: after one row or before one, as the client's cursor said. */
export type PageCursor = { after: string } | { before: string };

/** What a cursor holds once read. */
interface CursorContent {
  order: string;
  position: number;
  keys: string[];
}

const INTEGER = /^-?\d{1,18}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const cursorContentSchema = z.object({
  o: z.string(),
  p: z.number().int().nonnegative(),
  k: z.array(z.string()),
});

export const INVALID_CURSOR = 'This page link is out of date: go back to the first page';

/** A key column's value as a cursor carries it: microseconds or days since 1970, or the id. */
function keyText(key: KeyColumn): SQL<string> {
  switch (key.kind) {
    case 'timestamp':
      return sql<string>`(extract(epoch from ${key.column}) * 1000000)::bigint::text`;
    case 'date':
      return sql<string>`(${key.column} - date '1970-01-01')::text`;
    case 'uuid':
      return sql<string>`${key.column}::text`;
  }
}

/** The value back in SQL, as the column's type (the text was checked in readCursor). */
function keyValue(key: KeyColumn, text: string): SQL {
  switch (key.kind) {
    case 'timestamp':
      return sql`(timestamptz 'epoch' + ${text}::bigint * interval '1 microsecond')`;
    case 'date':
      return sql`(date '1970-01-01' + ${text}::integer)`;
    case 'uuid':
      return sql`${text}::uuid`;
  }
}

function validKey(kind: KeyKind, text: string): boolean {
  return kind === 'uuid'
    ? UUID.test(text)
    : INTEGER.test(text) && (kind === 'timestamp' || Math.abs(Number(text)) < 4_000_000);
}

export function writeCursor(order: KeysetOrder, position: number, keys: string[]): string {
  return Buffer.from(JSON.stringify({ o: order.name, p: position, k: keys })).toString('base64url');
}

/** The cursor's content, or a 400 on `field` when it is not one of this order's cursors. */
export function readCursor(order: KeysetOrder, cursor: string, field = 'after'): CursorContent {
  let content: z.output<typeof cursorContentSchema>;
  try {
    content = cursorContentSchema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw fieldRefusal(field, INVALID_CURSOR);
  }
  const fits =
    content.o === order.name &&
    content.k.length === order.columns.length &&
    order.columns.every((key, index) => validKey(key.kind, content.k[index]!));
  if (!fits) throw fieldRefusal(field, INVALID_CURSOR);
  return { order: content.o, position: content.p, keys: content.k };
}

/** `(a, b, c)`: the order's columns as one row value. */
function rowOf(order: KeysetOrder): SQL {
  return sql`(${sql.join(
    order.columns.map((key) => sql`${key.column}`),
    sql`, `,
  )})`;
}

/**
 * The order's columns, spelled exactly as its index reads them, forwards or backwards (for the
 * order itself, or against it for a page before a cursor): the planner matches an index to an
 * order only with the same nulls placement, though these columns are never null. An `asc` index
 * reads `asc nulls last`, or backwards `desc nulls first`; a `desc` one `desc nulls last`, or
 * backwards `asc nulls first`.
 */
export function keysetOrderBy(order: KeysetOrder, backwards = false): SQL[] {
  const ascending = (order.direction === 'asc') !== backwards;
  const nullsLast = ascending === (order.index === 'asc');
  const spelling = sql.raw(`${ascending ? 'asc' : 'desc'} nulls ${nullsLast ? 'last' : 'first'}`);
  return order.columns.map((key) => sql`${key.column} ${spelling}`);
}

/** The select list's extra columns: each key's value as a cursor carries it. */
export function keysetSelection(order: KeysetOrder): Record<string, SQL<string>> {
  return Object.fromEntries(order.columns.map((key, index) => [`keysetKey${index}`, keyText(key)]));
}

function keysOfRow(order: KeysetOrder, row: Record<string, unknown>): string[] {
  return order.columns.map((_, index) => String(row[`keysetKey${index}`]));
}

/** The rows the page takes, from where a cursor points: past it, in the order or against it. */
export function keysetCondition(order: KeysetOrder, content: CursorContent, backwards: boolean): SQL {
  const values = sql`(${sql.join(
    order.columns.map((key, index) => keyValue(key, content.keys[index]!)),
    sql`, `,
  )})`;
  const later = (order.direction === 'asc') !== backwards;
  return later ? sql`${rowOf(order)} > ${values}` : sql`${rowOf(order)} < ${values}`;
}

/** How a page is found: from a cursor, or by offset (the first page, or a link typed by hand). */
export type PagePlan =
  { by: 'offset'; offset: number } | { by: 'cursor'; backwards: boolean; content: CursorContent; condition: SQL };

export function planPage(
  order: KeysetOrder,
  query: { offset: number; after?: string | undefined; before?: string | undefined },
): PagePlan {
  if (query.after !== undefined || query.before !== undefined) {
    const backwards = query.before !== undefined;
    const content = backwards ? readCursor(order, query.before!, 'before') : readCursor(order, query.after!, 'after');
    return { by: 'cursor', backwards, content, condition: keysetCondition(order, content, backwards) };
  }
  return { by: 'offset', offset: query.offset };
}

/** The page's rows in the list's order, its position, and the cursors to the pages beside it. */
export interface KeysetPage<Row> {
  rows: Row[];
  offset: number;
  next?: string;
  prev?: string;
}

/**
 * The page from rows fetched with `limit + 1` (the extra row says whether there is more beyond)
 * in the plan's direction.
 */
export function keysetPage<Row extends Record<string, unknown>>(
  order: KeysetOrder,
  plan: PagePlan,
  fetched: Row[],
  limit: number,
): KeysetPage<Row> {
  const more = fetched.length > limit;
  const taken = fetched.slice(0, limit);
  const backwards = plan.by === 'cursor' && plan.backwards;
  const rows = backwards ? taken.reverse() : taken;
  // Back at the start (nothing more before), the page is the first whatever the cursor said.
  const offset =
    plan.by === 'offset'
      ? plan.offset
      : backwards
        ? more
          ? Math.max(0, plan.content.position - rows.length)
          : 0
        : plan.content.position + 1;
  const first = rows[0];
  const last = rows.at(-1);
  // Going back, "more" means more before; going on, more after. Going back from a cursor, the
  // rows after this page are the ones the cursor came from.
  const hasNext = backwards ? true : more;
  const hasPrev = backwards ? more : offset > 0;
  return {
    rows,
    offset,
    ...(hasNext && last ? { next: writeCursor(order, offset + rows.length - 1, keysOfRow(order, last)) } : {}),
    ...(hasPrev && first ? { prev: writeCursor(order, offset, keysOfRow(order, first)) } : {}),
  };
}
