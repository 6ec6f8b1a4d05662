import { AUDIT_KINDS, type AuditKind } from '#shared/constants';
import { isIsoCalendarDate } from '#shared/event-date';
import type { AuditListQuery } from '#shared/schemas/audit';

/** Changes per page: a screenful of the table. */
export const AUDIT_PAGE_SIZE = 20;

export interface AuditListParams {
  /** Text in the record's name or the person's name; '' for none. */
  q: string;
  /** A user's id; undefined for anyone. */
  actor: string | undefined;
  /** One kind of record, or undefined for all. */
  kind: AuditKind | undefined;
  /** Days of India's calendar, `YYYY-MM-DD`, both included. */
  from: string | undefined;
  to: string | undefined;
  /** 1-based. */
  page: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

function dayOf(value: string | null): string | undefined {
  return value !== null && isIsoCalendarDate(value) ? value : undefined;
}

/**
 * The log's view from the URL (`?q=&actor=&kind=&from=&to=&page=`); anything unreadable falls
 * back to the default, and days given the wrong way round are put the right way.
 */
export function readAuditListParams(search: URLSearchParams): AuditListParams {
  const actor = search.get('actor');
  let from = dayOf(search.get('from'));
  let to = dayOf(search.get('to'));
  if (from && to && from > to) [from, to] = [to, from];
  return {
    q: (search.get('q') ?? '').trim(),
    actor: actor !== null && UUID.test(actor) ? actor : undefined,
    kind: AUDIT_KINDS.find((kind) => kind === search.get('kind')),
    from,
    to,
    page: pageOf(search.get('page')),
  };
}

/** The parts that select which changes show: changing any of them starts again at page 1. */
const FILTER_KEYS = ['q', 'actor', 'kind', 'from', 'to'] as const;

/**
 * `search` with the given parts changed, defaults left out so a plain log has a plain URL.
 * Changing a filter starts again at page 1.
 */
export function writeAuditListParams(search: URLSearchParams, change: Partial<AuditListParams>): URLSearchParams {
  const next = new URLSearchParams(search);
  const current = readAuditListParams(search);
  const merged = { ...current, ...change };
  if (FILTER_KEYS.some((key) => key in change && change[key] !== current[key])) merged.page = change.page ?? 1;
  const set = (key: string, value: string | undefined) => {
    if (value) next.set(key, value);
    else next.delete(key);
  };
  set('q', merged.q.trim());
  set('actor', merged.actor);
  set('kind', merged.kind);
  set('from', merged.from);
  set('to', merged.to);
  set('page', merged.page > 1 ? String(merged.page) : undefined);
  return next;
}

/** Every filter off, back at page 1 ("Clear filters"). */
export const NO_AUDIT_FILTERS: AuditListParams = {
  q: '',
  actor: undefined,
  kind: undefined,
  from: undefined,
  to: undefined,
  page: 1,
};

/** Whether any filter narrows the log (the empty state then says "nothing matches"). */
export function isAuditFiltered(params: AuditListParams): boolean {
  return FILTER_KEYS.some((key) => Boolean(params[key]));
}

/** The API query (`GET /api/audit`) for the log's page: its slice of AUDIT_PAGE_SIZE. */
export function auditListQueryOf({ page, ...params }: AuditListParams): AuditListQuery {
  return { ...params, limit: AUDIT_PAGE_SIZE, offset: (page - 1) * AUDIT_PAGE_SIZE };
}

/** How many pages `total` changes fill (at least one). */
export function auditPageCountOf(total: number): number {
  return Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
}
