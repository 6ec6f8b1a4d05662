import type { ListMeta } from '#shared/schemas/envelope';

/**
 * One page of a list as the admin screens hold it: its items, how many match (exact, or as the
 * server estimated: `totalKind`), and the cursors to the pages beside it where the list is
 * walked by cursor.
 */
export interface ListPage<T> {
  items: T[];
  total: number;
  totalKind?: ListMeta['totalKind'];
  next?: string;
  prev?: string;
}

/** A list answer's data and meta as a ListPage (no meta: the items are the whole list). */
export function listPageOf<T>(items: T[], meta: ListMeta | undefined): ListPage<T> {
  if (!meta) return { items, total: items.length };
  const { total, totalKind, next, prev } = meta;
  return {
    items,
    total,
    ...(totalKind !== undefined && { totalKind }),
    ...(next !== undefined && { next }),
    ...(prev !== undefined && { prev }),
  };
}
