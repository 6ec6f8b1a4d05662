import { isCalendarMonth } from '#web/lib/calendar-month';

/** What the calendar shows, as its address holds it (`?month=2027-02&celebrity=<id>`). */
export interface CalendarParams {
  /** The month shown, `YYYY-MM`. */
  month: string;
  /** One celebrity's id, or undefined for all of them. */
  celebrity: string | undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The calendar's state from the address: `thisMonth` when it names no month (or one that is not
 * a month), every celebrity when it names none (or something that is not an id).
 */
export function readCalendarParams(search: URLSearchParams, thisMonth: string): CalendarParams {
  const month = search.get('month') ?? '';
  const celebrity = search.get('celebrity') ?? '';
  return {
    month: isCalendarMonth(month) ? month : thisMonth,
    celebrity: UUID.test(celebrity) ? celebrity.toLowerCase() : undefined,
  };
}

/**
 * `search` with the given parts changed. This month and "every celebrity" are left out, so the
 * plain calendar has the plain address; parameters the calendar does not own stay.
 */
export function writeCalendarParams(
  search: URLSearchParams,
  change: Partial<CalendarParams>,
  thisMonth: string,
): URLSearchParams {
  const next = new URLSearchParams(search);
  if ('month' in change) {
    if (change.month === undefined || change.month === thisMonth) next.delete('month');
    else next.set('month', change.month);
  }
  if ('celebrity' in change) {
    if (change.celebrity === undefined) next.delete('celebrity');
    else next.set('celebrity', change.celebrity);
  }
  return next;
}
