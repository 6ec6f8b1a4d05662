import { addCalendarDays } from '#shared/calendar-days';
import type { CalendarEntryKind } from '#shared/constants/calendar';
import type { CalendarEntry } from '#shared/schemas/calendar-responses';
import type { EntryPart } from '#web/components/calendar/entry-styles';
import { monthRange } from '#web/lib/calendar-month';

/** A span of calendar days, `YYYY-MM-DD`, both ends included. */
export interface DaySpan {
  first: string;
  last: string;
}

/** The days an entry keeps the celebrity busy: its own and its travel days around them. */
export function blockedDays(entry: Pick<CalendarEntry, 'start' | 'end' | 'bufferBefore' | 'bufferAfter'>): DaySpan {
  return {
    first: addCalendarDays(entry.start, -entry.bufferBefore),
    last: addCalendarDays(entry.end, entry.bufferAfter),
  };
}

/** One block of the month grid: a stretch of one entry. */
export interface GridSegment extends DaySpan {
  /** Unique among the segments: the entry's id, and `:before` or `:after` for its travel days. */
  key: string;
  entry: CalendarEntry;
  part: EntryPart;
}

/**
 * The blocks the month grid draws for the entries: each entry's own days, and its travel days
 * before and after them as blocks of their own (drawn lighter), in the entries' order.
 */
export function gridSegments(entries: readonly CalendarEntry[]): GridSegment[] {
  return entries.flatMap((entry) => {
    const segments: GridSegment[] = [];
    if (entry.bufferBefore > 0) {
      segments.push({
        key: `${entry._id}:before`,
        entry,
        part: 'travel',
        first: addCalendarDays(entry.start, -entry.bufferBefore),
        last: addCalendarDays(entry.start, -1),
      });
    }
    segments.push({ key: entry._id, entry, part: 'event', first: entry.start, last: entry.end });
    if (entry.bufferAfter > 0) {
      segments.push({
        key: `${entry._id}:after`,
        entry,
        part: 'travel',
        first: addCalendarDays(entry.end, 1),
        last: addCalendarDays(entry.end, entry.bufferAfter),
      });
    }
    return segments;
  });
}

/** An entry in the phone list, under the day of the month its own days begin. */
export interface DayItem {
  entry: CalendarEntry;
  /** Its own days began in an earlier month. */
  continued: boolean;
}

/** One day of the phone list with the entries whose own days begin on it. */
export interface DayRow {
  day: string;
  items: DayItem[];
}

/** Confirmed bookings first, then holds, then blackouts, when they begin on the same day. */
const KIND_ORDER: Record<CalendarEntryKind, number> = { confirmed: 0, hold: 1, blackout: 2 };

/**
 * The phone list of a month: each entry that takes a day of it (its travel days included) once,
 * under the day its own days begin, kept within the month (its first day for one that began
 * earlier, its last for one whose travel days alone fall in it); the days in order, and on one
 * day the confirmed bookings, then the holds, then the blackouts, by celebrity.
 */
export function dayRows(entries: readonly CalendarEntry[], month: string): DayRow[] {
  const { from, to } = monthRange(month);
  const byDay = new Map<string, DayItem[]>();
  for (const entry of entries) {
    const { first, last } = blockedDays(entry);
    if (last < from || first > to) continue;
    const day = entry.start < from ? from : entry.start > to ? to : entry.start;
    const items = byDay.get(day) ?? [];
    items.push({ entry, continued: entry.start < from });
    byDay.set(day, items);
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, items]) => ({
      day,
      items: items.sort(
        (a, b) =>
          KIND_ORDER[a.entry.kind] - KIND_ORDER[b.entry.kind] ||
          a.entry.celebrity.name.localeCompare(b.entry.celebrity.name) ||
          a.entry.start.localeCompare(b.entry.start),
      ),
    }));
}
