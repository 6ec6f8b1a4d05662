import {
  INQUIRY_CLOCK_FILTERS,
  INQUIRY_KINDS,
  INQUIRY_SORTS,
  INQUIRY_STATUSES,
  SORT_DIRECTIONS,
  type InquiryClockFilter,
  type InquiryKind,
  type InquirySort,
  type InquiryStatus,
  type SortDirection,
} from '#shared/constants';
import { isIsoCalendarDate } from '#shared/event-date';
import type { InquiryListQuery } from '#shared/schemas/inquiry';

/** Inquiries per page: a screenful or two, and the demo data (16) already shows the paging. */
export const INQUIRIES_PAGE_SIZE = 10;

export interface InquiryListParams {
  /** Name, celebrity, event type, e-mail or phone; '' for none. */
  q: string;
  /** One status, or undefined for All. */
  status: InquiryStatus | undefined;
  /** A staff member's id, `me` or `none`; undefined for anyone. */
  assignee: string | undefined;
  clock: InquiryClockFilter | undefined;
  /** Bookings or general inquiries; undefined for both. */
  kind: InquiryKind | undefined;
  /** Event date bounds, `YYYY-MM-DD`, both included. */
  eventFrom: string | undefined;
  eventTo: string | undefined;
  sort: InquirySort;
  /** undefined: the sort's natural order (received: newest first; the others: soonest first). */
  order: SortDirection | undefined;
  /** 1-based. */
  page: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value);
}

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

function assigneeOf(value: string | null): string | undefined {
  return value === 'me' || value === 'none' || (value !== null && UUID.test(value)) ? value : undefined;
}

function dateOf(value: string | null): string | undefined {
  return value !== null && isIsoCalendarDate(value) ? value : undefined;
}

/** The list's state from the URL; anything unreadable falls back to the default. */
export function readInquiryListParams(search: URLSearchParams): InquiryListParams {
  return {
    q: (search.get('q') ?? '').trim(),
    status: oneOf(INQUIRY_STATUSES, search.get('status')),
    assignee: assigneeOf(search.get('assignee')),
    clock: oneOf(INQUIRY_CLOCK_FILTERS, search.get('clock')),
    kind: oneOf(INQUIRY_KINDS, search.get('kind')),
    eventFrom: dateOf(search.get('eventFrom')),
    eventTo: dateOf(search.get('eventTo')),
    sort: oneOf(INQUIRY_SORTS, search.get('sort')) ?? 'received',
    order: oneOf(SORT_DIRECTIONS, search.get('order')),
    page: pageOf(search.get('page')),
  };
}

/** The parts that select which inquiries show: changing any of them starts again at page 1. */
const FILTER_KEYS = ['q', 'status', 'assignee', 'clock', 'kind', 'eventFrom', 'eventTo', 'sort', 'order'] as const;

/**
 * `search` with the given parts changed, defaults left out so a plain list has a plain URL.
 * Changing a filter or the order starts again at page 1.
 */
export function writeInquiryListParams(search: URLSearchParams, change: Partial<InquiryListParams>): URLSearchParams {
  const next = new URLSearchParams(search);
  const current = readInquiryListParams(search);
  const merged = { ...current, ...change };
  if (FILTER_KEYS.some((key) => key in change && change[key] !== current[key])) merged.page = change.page ?? 1;
  const set = (key: string, value: string | undefined) => {
    if (value) next.set(key, value);
    else next.delete(key);
  };
  set('q', merged.q.trim());
  set('status', merged.status);
  set('assignee', merged.assignee);
  set('clock', merged.clock);
  set('kind', merged.kind);
  set('eventFrom', merged.eventFrom);
  set('eventTo', merged.eventTo);
  set('sort', merged.sort === 'received' ? undefined : merged.sort);
  set('order', merged.order);
  set('page', merged.page > 1 ? String(merged.page) : undefined);
  return next;
}

/** Whether any filter narrows the list (the empty state then says "nothing matches"). */
export function isFiltered(params: InquiryListParams): boolean {
  return (
    params.q !== '' ||
    params.status !== undefined ||
    params.assignee !== undefined ||
    params.clock !== undefined ||
    params.kind !== undefined ||
    params.eventFrom !== undefined ||
    params.eventTo !== undefined
  );
}

/** The API query (`GET /api/inquiries`) for the list's page: its slice of INQUIRIES_PAGE_SIZE. */
export function inquiryListQueryOf({ page, ...params }: InquiryListParams): InquiryListQuery {
  return { ...params, limit: INQUIRIES_PAGE_SIZE, offset: (page - 1) * INQUIRIES_PAGE_SIZE };
}

/** How many pages `total` items fill (at least one, so "page 1 of 1" reads right when empty). */
export function pageCountOf(total: number, pageSize: number = INQUIRIES_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A column's order after a click on its header: the other way round if it is the current sort. */
export function nextSortOrder(params: InquiryListParams, sort: InquirySort): Pick<InquiryListParams, 'sort' | 'order'> {
  if (params.sort !== sort) return { sort, order: undefined };
  return { sort, order: effectiveOrder(params) === 'asc' ? 'desc' : 'asc' };
}

/** The order in force: the chosen one, or the sort's natural order. */
export function effectiveOrder({ sort, order }: Pick<InquiryListParams, 'sort' | 'order'>): SortDirection {
  return order ?? (sort === 'received' ? 'desc' : 'asc');
}
