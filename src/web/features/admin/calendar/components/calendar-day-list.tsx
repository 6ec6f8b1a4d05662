import type { CalendarEntry } from '#shared/schemas/calendar-responses';
import { MonthByDayList } from '#web/components/calendar/month-by-day-list';
import { dayRows } from '../utils/calendar-entries';
import { CalendarEntryButton } from './calendar-entry-button';

interface CalendarDayListProps {
  month: string;
  entries: readonly CalendarEntry[];
  onOpen: (entry: CalendarEntry, opener: HTMLElement) => void;
}

/**
 * The month on a phone: a list by day instead of a grid, each entry once under the first day
 * of the month it keeps its celebrity busy.
 */
export function CalendarDayList({ month, entries, onOpen }: CalendarDayListProps) {
  return (
    <MonthByDayList
      month={month}
      rows={dayRows(entries, month)}
      renderItem={(item) => (
        <li key={item.entry._id}>
          <CalendarEntryButton item={item} onOpen={onOpen} />
        </li>
      )}
    />
  );
}
