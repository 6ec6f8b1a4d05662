import { CalendarX2 } from 'lucide-react';
import { formatDate, formatMonth } from '#shared/format';
import type { CalendarEntry } from '#shared/schemas/calendar-responses';
import { ListEmpty } from '#web/components/ui/list-states';
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
  const rows = dayRows(entries, month);
  if (rows.length === 0) {
    return (
      <ListEmpty icon={CalendarX2}>
        <p className="mt-4 text-base font-medium text-slate-800">Nothing in {formatMonth(month)}.</p>
        <p className="mt-1 text-sm text-slate-600">No holds, bookings or blackouts this month.</p>
      </ListEmpty>
    );
  }
  return (
    <ol aria-label={`${formatMonth(month)}, by day`} className="space-y-5">
      {rows.map((row) => (
        <li key={row.day}>
          <h3 className="text-sm font-semibold text-slate-800">{formatDate(row.day)}</h3>
          <ul className="mt-2 space-y-2">
            {row.items.map((item) => (
              <li key={item.entry._id}>
                <CalendarEntryButton item={item} onOpen={onOpen} />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
