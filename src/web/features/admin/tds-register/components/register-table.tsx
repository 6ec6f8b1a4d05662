import { createColumnHelper, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { formatDate } from '#shared/format';
import { formatRupeesWithPaise } from '#shared/money';
import type { TdsRegisterRow } from '#shared/schemas/payouts-responses';
import { percentLabel } from '#shared/tds/tds-compute';
import { AdminTableFrame } from '#web/components/admin-list/admin-table-frame';

const column = createColumnHelper<TdsRegisterRow>();

const money = (paise: number) => formatRupeesWithPaise(paise);

/** Payee, PAN, section, date, amount paid, rate and TDS: the columns of the TDS statement. */
const COLUMNS = [
  column.accessor('payeeLegalName', {
    header: 'Payee',
    cell: ({ row }) => (
      <>
        <span className="block font-medium break-words">{row.original.payeeLegalName}</span>
        <span className="text-xs text-slate-600">
          {row.original.voucherNumber} · {row.original.celebrityName}
        </span>
      </>
    ),
  }),
  column.accessor('pan', {
    header: 'PAN',
    cell: ({ getValue }) => <span className="font-mono">{getValue() || 'No PAN'}</span>,
  }),
  column.accessor('sectionLabel', { header: 'Section' }),
  column.accessor('date', { header: 'Date', cell: ({ getValue }) => formatDate(getValue(), 'short') }),
  column.accessor('amountPaidPaise', { header: 'Amount paid', cell: ({ getValue }) => money(getValue()) }),
  column.accessor('rateBasisPoints', { header: 'Rate', cell: ({ getValue }) => percentLabel(getValue()) }),
  column.accessor('tdsPaise', { header: 'TDS', cell: ({ getValue }) => money(getValue()) }),
];

const NUMERIC = new Set(['amountPaidPaise', 'rateBasisPoints', 'tdsPaise']);
const alignOf = (id: string) => (NUMERIC.has(id) ? 'text-right tabular-nums whitespace-nowrap' : '');

/** The register's deductions on a wide screen: one row each, in date order. */
export function RegisterTable({ rows, busy }: { rows: TdsRegisterRow[]; busy: boolean }) {
  // TanStack Table v8 hands back functions the React Compiler cannot memoize; the table is read
  // only by this component's own render (as the audit log's).
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns: COLUMNS,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row.payoutId,
  });
  return (
    <AdminTableFrame busy={busy}>
      <table aria-label="Deductions" aria-busy={busy} className="w-full text-left text-sm text-slate-800">
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  className={`px-3 py-3 whitespace-nowrap first:pl-4 last:pr-4 ${alignOf(header.column.id)}`}
                >
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-slate-100">
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className="hover:bg-slate-50/70">
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className={`px-3 py-3 align-top first:pl-4 last:pr-4 ${alignOf(cell.column.id)}`}>
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

/** The same deductions on a phone: a card each. */
export function RegisterCards({ rows }: { rows: TdsRegisterRow[] }) {
  return (
    <ul aria-label="Deductions" className="mt-4 space-y-3">
      {rows.map((row) => (
        <li key={row.payoutId} className="rounded-2xl border border-slate-200 bg-white p-4 text-sm">
          <div className="flex items-baseline justify-between gap-3">
            <p className="min-w-0 font-semibold break-words text-slate-900">{row.payeeLegalName}</p>
            <p className="shrink-0 font-semibold text-slate-900 tabular-nums">TDS {money(row.tdsPaise)}</p>
          </div>
          <p className="mt-1 text-slate-600">
            <span className="font-mono">{row.pan || 'No PAN'}</span> · {row.sectionLabel} ·{' '}
            {formatDate(row.date, 'short')}
          </p>
          <p className="mt-1 text-slate-700 tabular-nums">
            {money(row.amountPaidPaise)} paid at {percentLabel(row.rateBasisPoints)} · {row.voucherNumber}
          </p>
        </li>
      ))}
    </ul>
  );
}
