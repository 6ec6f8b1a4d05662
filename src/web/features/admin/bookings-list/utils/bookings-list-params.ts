import { BOOKING_STATES, type BookingState } from '#shared/constants/bookings';
import { SORT_DIRECTIONS, type SortDirection } from '#shared/constants/lists';
import { isIsoCalendarDate } from '#shared/event-date';
import { BOOKING_DUE_FILTERS, type BookingDueFilter } from '#shared/schemas/bookings-list';
import { choiceKey, listSpec, matchKey, textKey, type ListPlace, type ListSpec } from '#web/lib/list-params';

/** Bookings per page: a screenful of the table. */
export const BOOKINGS_PAGE_SIZE = 20;

export interface BookingsListParams extends ListPlace {
  /** Text in the booking's number, the customer's or the celebrity's name; '' for none. */
  q: string;
  state: BookingState | undefined;
  /** `any`: a balance still due; `overdue`: due and past its day. */
  due: BookingDueFilter | undefined;
  /** A celebrity's id. */
  celebrity: string | undefined;
  /** Event days of India's calendar, `YYYY-MM-DD`, both included. */
  from: string | undefined;
  to: string | undefined;
  /** By event date: soonest first (`asc`) or latest first. */
  sort: SortDirection;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The list's view in the URL (`?q=&state=&due=&celebrity=&from=&to=&sort=&page=`); days given the wrong way round are put the right way. */
export const BOOKINGS_LIST = listSpec({
  pageSize: BOOKINGS_PAGE_SIZE,
  keys: {
    q: textKey(),
    state: choiceKey(BOOKING_STATES),
    due: choiceKey(BOOKING_DUE_FILTERS),
    celebrity: matchKey((value) => UUID.test(value)),
    from: matchKey(isIsoCalendarDate),
    to: matchKey(isIsoCalendarDate),
    sort: choiceKey(SORT_DIRECTIONS, { fallback: 'asc', narrows: false }),
  },
  tidy: (params) =>
    params.from && params.to && params.from > params.to ? { ...params, from: params.to, to: params.from } : params,
}) satisfies ListSpec<BookingsListParams>;

/** How many filters other than the search narrow the list: the phone's Filters button says it. */
export function bookingsFilterCount(params: BookingsListParams): number {
  return [params.state, params.due, params.celebrity, params.from, params.to].filter((value) => value !== undefined)
    .length;
}

/** The list's filters as the API's query, without paging: what the CSV is asked for. */
export function bookingsFilterQuery({ q, state, due, celebrity, from, to, sort }: BookingsListParams) {
  return { q, state, due, celebrity, from, to, sort };
}
