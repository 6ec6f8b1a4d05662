import { CalendarX2 } from 'lucide-react';
import type { ReactElement } from 'react';
import { formatDate, formatMonth } from '#shared/format';
import { ListEmpty } from '#web/components/ui/list-states';

/** One day of the month and what stands under it. */
export interface MonthDayRow<Item> {
  day: string;
  items: readonly Item[];
}

interface MonthByDayListProps<Item> {
  month: string;
  /** The month's days that have something, in order (each side makes its own rows). */
  rows: readonly MonthDayRow<Item>[];
  /**
   * One item under its day, as the `<li>` with its key: each side styles its own item (the
   * panel's a button that opens the entry, the portal's a block with its days).
   */
  renderItem: (item: Item, day: string) => ReactElement;
}

/**
 * A month as a list by day, the panel's calendar and the talent portal's alike: each day a
 * heading over its items, and one message when the month has nothing.
 */
export function MonthByDayList<Item>({ month, rows, renderItem }: MonthByDayListProps<Item>) {
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
          <ul className="mt-2 space-y-2">{row.items.map((item) => renderItem(item, row.day))}</ul>
        </li>
      ))}
    </ol>
  );
}
