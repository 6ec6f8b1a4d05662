import { formatRupeesWithPaise } from '#shared/money';
import type { BookingListRow } from '#shared/schemas/bookings-list';
import { formatDate } from '#shared/format';

/**
 * What a booking still owes: nothing ("—" read as "Nothing due"), the amount, or the amount marked
 * overdue with the day it was due.
 */
export function BookingDueAmount({ row }: { row: BookingListRow }) {
  if (row.duePaise === 0)
    return (
      <span className="text-slate-500">
        <span aria-hidden="true">—</span>
        <span className="sr-only">Nothing due</span>
      </span>
    );
  return (
    <span className="inline-flex flex-col items-end gap-0.5">
      <span className={row.overdue ? 'font-semibold text-red-800' : 'text-slate-900'}>
        {formatRupeesWithPaise(row.duePaise)}
      </span>
      {row.overdue && (
        <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-red-900">
          Overdue since {formatDate(row.balanceDueOn, 'short')}
        </span>
      )}
    </span>
  );
}
