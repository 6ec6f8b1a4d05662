import { addCalendarDays } from '#shared/calendar-days';
import { formatDate } from '#shared/format';
import type { TalentCalendar } from '#shared/schemas/talent';
import type { EntryPart } from '#web/components/calendar/entry-styles';
import { monthDays, monthRange } from '#web/lib/calendar-month';

/**
 * The talent's month (issue 39): their celebrities' holds, bookings and blackouts, and the
 * blackouts they asked for that staff have not decided yet, as one list of items.
 */

/** What an item of the portal's calendar is: an entry's kind, or a blackout asked for (pending). */
export type PortalItemKind = 'hold' | 'confirmed' | 'blackout' | 'requested';

export interface PortalItem {
  /** Unique in the month: the entry's or the request's id. */
  key: string;
  kind: PortalItemKind;
  celebrity: { _id: string; name: string };
  start: string;
  end: string;
  bufferBefore: number;
  bufferAfter: number;
  /** What it is about: a booking's or hold's city and event, a blackout's reason. */
  about: string;
}

/** Each kind's name, as the items and the legend read it. */
export const PORTAL_KIND_LABELS: Record<PortalItemKind, string> = {
  hold: 'Hold',
  confirmed: 'Booked',
  blackout: 'Blackout',
  requested: 'Blackout asked for',
};

/** Each kind in a few words, for the legend. */
export const PORTAL_KIND_HINTS: Record<PortalItemKind, string> = {
  hold: 'tentative: a quote out, or awaiting the advance',
  confirmed: 'confirmed',
  blackout: 'unavailable',
  requested: 'waiting for the agency',
};

/** The colours of the kind nobody but the talent sees: a request, dashed like a hold, in the brand's violet. */
export const REQUESTED_CLASSES: Record<EntryPart, string> = {
  event: 'border border-dashed border-brand-600 bg-brand-50 text-brand-950',
  travel: 'border border-dashed border-brand-300 bg-white text-brand-900',
};

/** The entries and the pending requests of an answer as items, by first day. */
export function portalItems(calendar: TalentCalendar): PortalItem[] {
  const entries: PortalItem[] = calendar.entries.map((entry) => ({
    key: entry._id,
    kind: entry.kind,
    celebrity: entry.celebrity,
    start: entry.start,
    end: entry.end,
    bufferBefore: entry.bufferBefore,
    bufferAfter: entry.bufferAfter,
    about: entry.kind === 'blackout' ? entry.reason : [entry.city, entry.eventType].filter(Boolean).join(', '),
  }));
  const requests: PortalItem[] = calendar.pendingRequests
    .filter((request) => request.state === 'pending')
    .map((request) => ({
      key: request._id,
      kind: 'requested',
      celebrity: request.celebrity,
      start: request.start,
      end: request.end,
      bufferBefore: 0,
      bufferAfter: 0,
      about: request.reason,
    }));
  return [...entries, ...requests].sort((a, b) => a.start.localeCompare(b.start) || a.key.localeCompare(b.key));
}

/** "Booked: Mumbai, Wedding", "Blackout: Family wedding", with the celebrity's name when several are shown. */
export function itemTitle(item: PortalItem, withCelebrity: boolean): string {
  const about = item.about ? `: ${item.about}` : '';
  return `${PORTAL_KIND_LABELS[item.kind]}${about}${withCelebrity ? ` (${item.celebrity.name})` : ''}`;
}

/** "14 February 2027", or "14 February 2027 to 16 February 2027". */
export function itemDaysText(item: Pick<PortalItem, 'start' | 'end'>): string {
  return item.start === item.end ? formatDate(item.start) : `${formatDate(item.start)} to ${formatDate(item.end)}`;
}

/** The part of an item a day falls in: its own days, its travel days, or none. */
export function partOn(item: PortalItem, day: string): EntryPart | undefined {
  if (day >= item.start && day <= item.end) return 'event';
  if (day >= addCalendarDays(item.start, -item.bufferBefore) && day < item.start) return 'travel';
  if (day > item.end && day <= addCalendarDays(item.end, item.bufferAfter)) return 'travel';
  return undefined;
}

/** One day of the list with the items whose own days begin on it (kept within the month). */
export interface PortalDayRow {
  day: string;
  items: PortalItem[];
}

/**
 * The month as a list by day: each item that takes a day of it (travel days included) once,
 * under the day its own days begin, or the month's first day for one that began earlier, its
 * last for one whose travel days alone reach into it.
 */
export function portalDayRows(items: readonly PortalItem[], month: string): PortalDayRow[] {
  const { from, to } = monthRange(month);
  const byDay = new Map<string, PortalItem[]>();
  for (const item of items) {
    const first = addCalendarDays(item.start, -item.bufferBefore);
    const last = addCalendarDays(item.end, item.bufferAfter);
    if (last < from || first > to) continue;
    const day = item.start < from ? from : item.start > to ? to : item.start;
    byDay.set(day, [...(byDay.get(day) ?? []), item]);
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, dayItems]) => ({ day, items: dayItems }));
}

/** The weekday of a calendar day, Monday 0 to Sunday 6, on no clock but the date's own. */
function weekdayOf(day: string): number {
  return (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/** The month's weeks, Monday first, each seven days long; null where a week reaches into another month. */
export function monthWeeks(month: string): (string | null)[][] {
  const days = monthDays(month);
  const cells: (string | null)[] = [...Array<null>(weekdayOf(days[0] ?? `${month}-01`)).fill(null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));
  return weeks;
}
