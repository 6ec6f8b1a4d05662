import type { CalendarEntryKind } from '#shared/constants/calendar';
import { formatDate } from '#shared/format';
import type { CalendarEntry } from '#shared/schemas/calendar-responses';

/** Each kind's short name, as its blocks and the legend read. */
export const KIND_LABELS: Record<CalendarEntryKind, string> = {
  hold: 'Hold',
  confirmed: 'Confirmed',
  blackout: 'Blackout',
};

/** Each kind in a few words, for an entry's details. */
export const KIND_DESCRIPTIONS: Record<CalendarEntryKind, string> = {
  hold: 'Hold: tentative (a sent quote, or a booking awaiting its advance)',
  confirmed: 'Confirmed booking',
  blackout: 'Blackout: the celebrity is unavailable',
};

/** The warning a hold carries when another hold of its celebrity shares a day with it. */
export const OVERLAP_WARNING = 'Overlaps another hold';

/** "Hold: Rhea Kapoor": what a block of the calendar says. */
export function entryTitle(entry: Pick<CalendarEntry, 'kind' | 'celebrity'>): string {
  return `${KIND_LABELS[entry.kind]}: ${entry.celebrity.name}`;
}

/** "14 February 2027", or "14 February 2027 to 16 February 2027" for more than one day. */
export function daysText(first: string, last: string): string {
  return first === last ? formatDate(first) : `${formatDate(first)} to ${formatDate(last)}`;
}

const dayCount = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

/** The travel days around an entry in words: "1 day before and after", "2 days before, 1 day after", "None". */
export function travelText(entry: Pick<CalendarEntry, 'bufferBefore' | 'bufferAfter'>): string {
  const { bufferBefore: before, bufferAfter: after } = entry;
  if (before === 0 && after === 0) return 'None';
  if (before === after) return `${dayCount(before)} before and after`;
  return [before > 0 && `${dayCount(before)} before`, after > 0 && `${dayCount(after)} after`]
    .filter(Boolean)
    .join(', ');
}
