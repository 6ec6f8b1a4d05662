import FullCalendar, { type EventClickInfo, type EventInput } from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import '@fullcalendar/react/skeleton.css';
import { useMemo } from 'react';
import { addCalendarDays } from '#shared/calendar-days';
import type { CalendarEntry } from '#shared/schemas/calendar-responses';
import { gridSegments, type GridSegment } from '../utils/calendar-entries';
import { EntryBlock } from './entry-block';

interface CalendarMonthGridProps {
  /** The month shown, `YYYY-MM`. */
  month: string;
  entries: readonly CalendarEntry[];
  /** Today in India, `YYYY-MM-DD`: the day the grid marks. */
  today: string;
  /** An entry's block was clicked or activated (Enter, Space) from `opener`. */
  onOpen: (entry: CalendarEntry, opener: HTMLElement) => void;
}

const PLUGINS = [dayGridPlugin];

/** FullCalendar's all-day events: each block's days, the end left out as FullCalendar counts it. */
function eventsOf(segments: readonly GridSegment[]): EventInput[] {
  return segments.map((segment, order) => ({
    id: segment.key,
    start: segment.first,
    end: addCalendarDays(segment.last, 1),
    allDay: true,
    // Travel days are drawn, not focused: their entry's own block opens the same details.
    interactive: segment.part === 'event',
    extendedProps: { segment, order },
  }));
}

const segmentOf = (info: { event: { extendedProps: Record<string, unknown> } }) =>
  info.event.extendedProps.segment as GridSegment;

/**
 * The month as a grid of weeks (FullCalendar's day grid, decision 0020), Monday first: every
 * entry a block on its days, its travel days lighter blocks beside it. Days are plain calendar
 * days on UTC's clock, so no time zone of the browser moves one; only the month's own days are
 * drawn. Each entry's block is a button (Tab, then Enter or Space) that opens its details.
 */
export function CalendarMonthGrid({ month, entries, today, onOpen }: CalendarMonthGridProps) {
  const events = useMemo(() => eventsOf(gridSegments(entries)), [entries]);
  return (
    <FullCalendar
      // A new month is a new grid: FullCalendar takes its date once.
      key={month}
      plugins={PLUGINS}
      initialView="dayGridMonth"
      initialDate={`${month}-01`}
      timeZone="UTC"
      now={today}
      firstDay={1}
      fixedWeekCount={false}
      showNonCurrentDates={false}
      headerToolbar={false}
      height="auto"
      events={events}
      // The server's order (by first day), an entry's blocks side by side.
      eventOrder="order"
      eventOrderStrict
      eventClick={(info: EventClickInfo) => onOpen(segmentOf(info).entry, info.el)}
      eventContent={(info) => <EntryBlock segment={segmentOf(info)} />}
      className="text-sm"
      viewClass="overflow-hidden rounded-xl border border-slate-200 bg-white"
      dayHeaderRowClass="border-b border-slate-200 bg-slate-50"
      dayHeaderInnerClass="px-1 py-2 text-xs font-semibold tracking-wide text-slate-600 uppercase"
      dayRowClass="border-t border-slate-200 first:border-t-0"
      dayCellClass={(info) =>
        `border-s border-slate-200 first:border-s-0 ${info.isDisabled ? 'bg-slate-50' : info.isToday ? 'bg-brand-50' : ''}`
      }
      dayCellTopClass="flex justify-end px-1.5 pt-1"
      dayCellTopInnerClass={(info) =>
        info.isToday
          ? 'rounded-full bg-brand-700 px-1.5 text-xs font-semibold text-white'
          : 'px-1 text-xs font-medium text-slate-700'
      }
      dayCellBottomClass="min-h-6 pb-1"
      eventClass={(info) =>
        `rounded-md mx-0.5 mb-0.5 outline-brand-700 focus-visible:outline-2 focus-visible:outline-offset-1 ${info.isInteractive ? 'cursor-pointer' : ''}`
      }
    />
  );
}
