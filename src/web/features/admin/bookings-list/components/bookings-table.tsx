import { createColumnHelper, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { Link } from 'react-router';
import { formatRupeesWithPaise } from '#shared/money';
import type { BookingListRow } from '#shared/schemas/bookings-list';
import { AdminTableFrame } from '#web/components/admin-list/admin-table-frame';
import { BookingStateBadge } from '#web/components/booking/booking-state-badge';
import { bookingPageHref, shortDaysText } from '../utils/booking-words';
import { BookingDueAmount } from './booking-due-amount';

const column = createColumnHelper<BookingListRow>();

const money = (paise: number) => <span className="whitespace-nowrap">{formatRupeesWithPaise(paise)}</span>;

/** The booking (its number opens its inquiry at the booking), who, when, its state and money. */
const COLUMNS = [
  column.accessor('number', {
    header: 'Booking',
    cell: ({ row }) => (
      <Link
        to={bookingPageHref(row.original)}
        className="font-semibold whitespace-nowrap text-brand-800 underline-offset-2 hover:underline"
      >
        {row.original.number}
      </Link>
    ),
  }),
  // Who: the celebrity, and under it the customer, so the money columns keep their room.
  column.accessor((row) => row.celebrity.name, {
    id: 'who',
    header: 'Celebrity and customer',
    cell: ({ row }) => (
      <span className="block break-words">
        <span className="font-medium text-slate-900">{row.original.celebrity.name}</span>
        <span className="sr-only">, for </span>
        <span className="block text-slate-600">{row.original.customer.name}</span>
      </span>
    ),
  }),
  column.accessor('start', {
    header: 'Days',
    cell: ({ row }) => <span className="whitespace-nowrap">{shortDaysText(row.original.start, row.original.end)}</span>,
  }),
  column.accessor('state', {
    header: 'State',
    cell: ({ getValue }) => <BookingStateBadge state={getValue()} />,
  }),
  column.accessor('totalPaise', { header: 'Total', cell: ({ getValue }) => money(getValue()) }),
  column.accessor('paidPaise', { header: 'Paid', cell: ({ getValue }) => money(getValue()) }),
  column.accessor('duePaise', { header: 'Due', cell: ({ row }) => <BookingDueAmount row={row.original} /> }),
];

const COLUMN_CLASSES: Record<string, string> = {
  who: 'min-w-40',
  start: 'whitespace-nowrap',
  totalPaise: 'text-right',
  paidPaise: 'text-right',
  duePaise: 'text-right',
};

/** The bookings on a wide screen: one row each, by event date. */
export function BookingsTable({ rows, busy, label }: { rows: BookingListRow[]; busy: boolean; label: string }) {
  // TanStack Table v8 hands back functions the React Compiler cannot memoize; the table is read
  // only by this component's own render.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns: COLUMNS,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row._id,
  });
  return (
    <AdminTableFrame busy={busy}>
      <table aria-label={label} aria-busy={busy} className="w-full text-left text-sm text-slate-800">
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  className={`px-3 py-3 whitespace-nowrap first:pl-4 last:pr-4 ${COLUMN_CLASSES[header.column.id] ?? ''}`}
                >
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-slate-100">
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} data-booking-id={row.id} className="hover:bg-slate-50/70">
              {row.getVisibleCells().map((cell) => (
                <td
                  key={cell.id}
                  className={`px-3 py-3 align-top first:pl-4 last:pr-4 ${COLUMN_CLASSES[cell.column.id] ?? ''}`}
                >
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </AdminTableFrame>
  );
}
