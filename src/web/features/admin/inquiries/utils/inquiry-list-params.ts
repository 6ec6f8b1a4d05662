import {
  INQUIRY_CLOCK_FILTERS,
  INQUIRY_KINDS,
  INQUIRY_SORTS,
  INQUIRY_STATUSES,
  type InquiryClockFilter,
  type InquiryKind,
  type InquirySort,
  type InquiryStatus,
  QUOTE_FILTERS,
  type QuoteFilter,
} from '#shared/constants/inquiries';
import { SORT_DIRECTIONS, type SortDirection } from '#shared/constants/lists';
import { isIsoCalendarDate } from '#shared/event-date';
import type { InquiryListQuery } from '#shared/schemas/inquiry';
import {
  choiceKey,
  listSpec,
  matchKey,
  pageCountOf as pagesFor,
  textKey,
  type ListPlace,
  type ListSpec,
} from '#web/lib/list-params';

/** Inquiries per page: a screenful or two, and the demo data (16) already shows the paging. */
export const INQUIRIES_PAGE_SIZE = 10;

export interface InquiryListParams extends ListPlace {
  /** Name, celebrity, event type, e-mail or phone; '' for none. */
  q: string;
  /** One status, or undefined for All. */
  status: InquiryStatus | undefined;
  /** No quote (`none`) or the current quote's shown state, or undefined for All quotes. */
  quote: QuoteFilter | undefined;
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
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isAssignee = (value: string) => value === 'me' || value === 'none' || UUID.test(value);

/** The list's parameters in the URL (`?q=&status=&quote=&assignee=&clock=&kind=&eventFrom=&eventTo=&sort=&order=&page=`). */
export const INQUIRY_LIST = listSpec({
  pageSize: INQUIRIES_PAGE_SIZE,
  keys: {
    q: textKey(),
    status: choiceKey(INQUIRY_STATUSES),
    quote: choiceKey(QUOTE_FILTERS),
    assignee: matchKey(isAssignee),
    clock: choiceKey(INQUIRY_CLOCK_FILTERS),
    kind: choiceKey(INQUIRY_KINDS),
    eventFrom: matchKey(isIsoCalendarDate),
    eventTo: matchKey(isIsoCalendarDate),
    // The order narrows nothing, but a new one starts again at page 1 like any change.
    sort: choiceKey(INQUIRY_SORTS, { fallback: 'received', narrows: false }),
    order: choiceKey(SORT_DIRECTIONS, { narrows: false }),
  },
}) satisfies ListSpec<InquiryListParams>;

/** The list's state from the URL; anything unreadable falls back to the default. */
export const readInquiryListParams: (search: URLSearchParams) => InquiryListParams = INQUIRY_LIST.read;

/**
 * `search` with the given parts changed, defaults left out so a plain list has a plain URL.
 * Changing a filter or the order starts again at page 1.
 */
export const writeInquiryListParams: (search: URLSearchParams, change: Partial<InquiryListParams>) => URLSearchParams =
  INQUIRY_LIST.write;

/** Whether any filter narrows the list (the empty state then says "nothing matches"). */
export const isFiltered: (params: InquiryListParams) => boolean = INQUIRY_LIST.isFiltered;

/** The API query (`GET /api/inquiries`) for the list's page: its slice of INQUIRIES_PAGE_SIZE. */
export const inquiryListQueryOf: (params: InquiryListParams) => InquiryListQuery = INQUIRY_LIST.queryOf;

/**
 * How many filters narrow the list, the search aside (always in view): the count on the phone's
 * Filters button. Each end of the event range counts; the order narrows nothing.
 */
export function activeFilterCount(params: InquiryListParams): number {
  const { status, quote, kind, assignee, clock, eventFrom, eventTo } = params;
  return [status, quote, kind, assignee, clock, eventFrom, eventTo].filter((value) => value !== undefined).length;
}

/** How many pages `total` items fill (at least one, so "page 1 of 1" reads right when empty). */
export function pageCountOf(total: number, pageSize: number = INQUIRIES_PAGE_SIZE): number {
  return pagesFor(total, pageSize);
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
