/**
 * A paged admin list's view in the address (`?q=&status=&page=`…), described once per list by a
 * small spec: each parameter's reading from the URL, its default and whether it narrows the list.
 * From the spec come the reading, the writing (defaults left out, so a plain list has a plain
 * URL; any change but the page starts again at page 1), the API query for a page, and whether
 * the list is filtered. `useListParams` (use-list-params.ts) keeps it in the router.
 */

/** One parameter of a list: how it is read from the URL and written back. */
export interface ListParamKey<T> {
  /** The value from the URL's text (null when absent); anything unreadable gives the default. */
  read(value: string | null): T;
  /** The URL's text for a value; undefined leaves the parameter out (the default). */
  write(value: T): string | undefined;
  /** Whether a value other than the default narrows the list (the empty state then says "nothing matches"). */
  narrows: boolean;
}

/** Search text: trimmed, left out when empty. */
export function textKey(): ListParamKey<string> {
  return { read: (value) => (value ?? '').trim(), write: (value) => value.trim() || undefined, narrows: true };
}

/** One of a fixed set of values; anything else is `fallback` (left out of the URL). */
export function choiceKey<T extends string>(values: readonly T[]): ListParamKey<T | undefined>;
export function choiceKey<T extends string>(
  values: readonly T[],
  options: { fallback: NoInfer<T>; narrows?: boolean },
): ListParamKey<T>;
export function choiceKey<T extends string>(
  values: readonly T[],
  options: { narrows: boolean },
): ListParamKey<T | undefined>;
export function choiceKey<T extends string>(
  values: readonly T[],
  { fallback, narrows = true }: { fallback?: T; narrows?: boolean } = {},
): ListParamKey<T | undefined> {
  return {
    read: (value) => values.find((candidate) => candidate === value) ?? fallback,
    write: (value) => (value === fallback ? undefined : value),
    narrows,
  };
}

/** Free text that must pass `test` (an id, a day); anything else is none. */
export function matchKey(test: (value: string) => boolean): ListParamKey<string | undefined> {
  return {
    read: (value) => (value !== null && test(value) ? value : undefined),
    write: (value) => value,
    narrows: true,
  };
}

/**
 * Where a page walked by cursor starts (the server's `meta.next` and `meta.prev`): after one row,
 * or before one. In the URL as `?after=` or `?before=` beside the page number, so a deep page
 * reloads as cheaply as it was reached; any other change to the view drops it.
 */
export type PageCursor = { after: string } | { before: string };

function readCursor(search: URLSearchParams): PageCursor | undefined {
  const after = search.get('after');
  if (after) return { after };
  const before = search.get('before');
  return before ? { before } : undefined;
}

/** The 1-based page: anything but a whole number from 1 reads as 1. */
function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** The parameters' values, by the spec's keys. */
type ValuesOf<K> = { [Name in keyof K]: K[Name] extends ListParamKey<infer T> ? T : never };

/** A list's view: its parameters, its page and, when reached by cursor, where the page starts. */
export type ListParamsOf<K> = ValuesOf<K> & { page: number; cursor?: PageCursor | undefined };

export interface ListSpecInput<K extends Record<string, ListParamKey<unknown>>> {
  keys: K;
  /** Rows per page. */
  pageSize: number;
  /** Puts a view read from the URL in order (say, days given the wrong way round). */
  tidy?: (params: ListParamsOf<K>) => ListParamsOf<K>;
}

/** What every list's view holds besides its own parameters. */
export interface ListPlace {
  /** 1-based. */
  page: number;
  /** Where the page starts, when it was reached by cursor (see PageCursor). */
  cursor?: PageCursor | undefined;
}

export interface ListSpec<P extends ListPlace> {
  pageSize: number;
  /** The view from the URL; anything unreadable falls back to the default. */
  read: (search: URLSearchParams) => P;
  /** `search` with the given parts changed; a change to anything but the page starts again at page 1. */
  write: (search: URLSearchParams, change: Partial<P>) => URLSearchParams;
  /** The view with every filter off, at page 1 ("Clear filters"). */
  defaults: P;
  /** Whether any parameter narrows the list. */
  isFiltered: (params: P) => boolean;
  /** The API query for the view's page: its parameters and its slice of `pageSize`, by cursor or offset. */
  queryOf: (params: P) => Omit<P, 'page' | 'cursor'> & {
    limit: number;
    offset: number;
    after?: string | undefined;
    before?: string | undefined;
  };
  /** How many pages `total` items fill (at least one). */
  pageCountOf: (total: number) => number;
}

/** How many pages `total` items fill: at least one, so "page 1 of 1" reads right when empty. */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The list's reading, writing and query, from its parameters. */
export function listSpec<K extends Record<string, ListParamKey<unknown>>>({
  keys,
  pageSize,
  tidy = (params) => params,
}: ListSpecInput<K>): ListSpec<ListParamsOf<K>> {
  type P = ListParamsOf<K>;
  // The keys' types are erased here: each one only ever meets its own values.
  const entries = Object.entries<ListParamKey<unknown>>(keys);
  const valuesOf = (params: Partial<P>) => params as Record<string, unknown>;

  const read = (search: URLSearchParams): P => {
    const params = Object.fromEntries(entries.map(([name, key]) => [name, key.read(search.get(name))]));
    const cursor = readCursor(search);
    return tidy({ ...params, page: readPage(search.get('page')), ...(cursor && { cursor }) } as P);
  };

  const write = (search: URLSearchParams, change: Partial<P>): URLSearchParams => {
    const next = new URLSearchParams(search);
    const current = read(search);
    const merged = valuesOf({ ...current, ...change });
    const restart = entries.some(([name]) => name in change && valuesOf(change)[name] !== valuesOf(current)[name]);
    const page = restart ? (change.page ?? 1) : (change.page ?? current.page);
    const set = (name: string, value: string | undefined) => {
      if (value) next.set(name, value);
      else next.delete(name);
    };
    for (const [name, key] of entries) set(name, key.write(merged[name]));
    set('page', page > 1 ? String(page) : undefined);
    // A cursor belongs to the page it was given with: anything else starts from an offset.
    const cursor = restart ? undefined : change.cursor;
    set('after', cursor && 'after' in cursor ? cursor.after : undefined);
    set('before', cursor && 'before' in cursor ? cursor.before : undefined);
    return next;
  };

  return {
    pageSize,
    read,
    write,
    defaults: read(new URLSearchParams()),
    isFiltered: (params) => entries.some(([name, key]) => key.narrows && Boolean(valuesOf(params)[name])),
    queryOf: ({ page, cursor, ...params }) => ({
      ...params,
      limit: pageSize,
      // With a cursor the offset is 0: the cursor says where the page starts.
      ...(cursor ? { offset: 0, ...cursor } : { offset: (page - 1) * pageSize }),
    }),
    pageCountOf: (total) => pageCountOf(total, pageSize),
  };
}
