import { AUDIT_KINDS, type AuditKind } from '#shared/constants/audit';
import { isIsoCalendarDate } from '#shared/event-date';
import type { AuditListQuery } from '#shared/schemas/audit';
import { choiceKey, listSpec, matchKey, textKey, type ListPlace, type ListSpec } from '#web/lib/list-params';

/** Changes per page: a screenful of the table. */
export const AUDIT_PAGE_SIZE = 20;

export interface AuditListParams extends ListPlace {
  /** Text in the record's name or the person's name; '' for none. */
  q: string;
  /** A user's id; undefined for anyone. */
  actor: string | undefined;
  /** One kind of record, or undefined for all. */
  kind: AuditKind | undefined;
  /** Days of India's calendar, `YYYY-MM-DD`, both included. */
  from: string | undefined;
  to: string | undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The log's parameters in the URL (`?q=&actor=&kind=&from=&to=&page=`); days given the wrong way round are put the right way. */
export const AUDIT_LIST = listSpec({
  pageSize: AUDIT_PAGE_SIZE,
  keys: {
    q: textKey(),
    actor: matchKey((value) => UUID.test(value)),
    kind: choiceKey(AUDIT_KINDS),
    from: matchKey(isIsoCalendarDate),
    to: matchKey(isIsoCalendarDate),
  },
  tidy: (params) =>
    params.from && params.to && params.from > params.to ? { ...params, from: params.to, to: params.from } : params,
}) satisfies ListSpec<AuditListParams>;

/**
 * The log's view from the URL; anything unreadable falls back to the default, and days given
 * the wrong way round are put the right way.
 */
export const readAuditListParams: (search: URLSearchParams) => AuditListParams = AUDIT_LIST.read;

/**
 * `search` with the given parts changed, defaults left out so a plain log has a plain URL.
 * Changing a filter starts again at page 1.
 */
export const writeAuditListParams: (search: URLSearchParams, change: Partial<AuditListParams>) => URLSearchParams =
  AUDIT_LIST.write;

/** Every filter off, back at page 1 ("Clear filters"). */
export const NO_AUDIT_FILTERS: AuditListParams = AUDIT_LIST.defaults;

/** Whether any filter narrows the log (the empty state then says "nothing matches"). */
export const isAuditFiltered: (params: AuditListParams) => boolean = AUDIT_LIST.isFiltered;

/** The API query (`GET /api/audit`) for the log's page: its slice of AUDIT_PAGE_SIZE. */
export const auditListQueryOf: (params: AuditListParams) => AuditListQuery = AUDIT_LIST.queryOf;

/** How many pages `total` changes fill (at least one). */
export const auditPageCountOf: (total: number) => number = AUDIT_LIST.pageCountOf;

/** How many filters other than the search narrow the log: the phone's Filters button says it. */
export function auditFilterCount(params: AuditListParams): number {
  return [params.actor, params.kind, params.from, params.to].filter((value) => value !== undefined).length;
}
