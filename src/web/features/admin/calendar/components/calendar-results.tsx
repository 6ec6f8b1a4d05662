import { lazy, Suspense } from 'react';
import { formatMonth } from '#shared/format';
import type { CalendarEntry } from '#shared/schemas/calendar-responses';
import { useWideList } from '#web/components/admin-list/use-wide-list';
import { ListLoadFailed, ListLoading } from '#web/components/ui/list-states';
import type { useCalendarEntries } from '../api/calendar-entries';
import { CalendarDayList } from './calendar-day-list';

// FullCalendar (decision 0020) comes in a chunk of its own, fetched only where the grid is drawn:
// a phone shows the list and never downloads it.
const CalendarMonthGrid = lazy(() =>
  import('./calendar-month-grid').then((module) => ({ default: module.CalendarMonthGrid })),
);

interface CalendarResultsProps {
  month: string;
  /** The month's entries (`useCalendarEntries`). */
  query: ReturnType<typeof useCalendarEntries>;
  /** Today in India, `YYYY-MM-DD`. */
  today: string;
  onOpen: (entry: CalendarEntry, opener: HTMLElement) => void;
}

/**
 * The month's entries: a grid from 1024 px, a list by day below it (the admin lists' breakpoint),
 * with the states of their loading. While another month or celebrity loads, the last one stays,
 * dimmed.
 */
export function CalendarResults({ month, query, today, onOpen }: CalendarResultsProps) {
  const wide = useWideList();
  if (query.isPending) return <ListLoading label="Loading the calendar..." centered />;
  if (query.isError && query.data === undefined) {
    return <ListLoadFailed message="The calendar could not be loaded." onRetry={() => void query.refetch()} />;
  }
  const entries = query.data;
  const busy = query.isPlaceholderData;
  return (
    <div aria-busy={busy} className={`transition-opacity ${busy ? 'opacity-60' : ''}`}>
      {wide ? (
        <>
          <Suspense fallback={<ListLoading label="Loading the calendar..." centered />}>
            <CalendarMonthGrid month={month} entries={entries} today={today} onOpen={onOpen} />
          </Suspense>
          {entries.length === 0 && !busy && (
            <p className="mt-3 text-sm text-slate-600">
              Nothing in {formatMonth(month)}: no holds, bookings or blackouts.
            </p>
          )}
        </>
      ) : (
        <CalendarDayList month={month} entries={entries} onOpen={onOpen} />
      )}
    </div>
  );
}
