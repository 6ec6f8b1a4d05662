import { AdminTableFrame } from '#web/components/admin-list/admin-table-frame';
import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  useReactTable,
  type SortingState,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Link } from 'react-router';
import type { InquirySort } from '#shared/constants/inquiries';
import { formatDate } from '#shared/format';
import { DESK_MESSAGES } from '#shared/messages';
import { PAGES } from '#shared/pages';
import type { Inquiry } from '#shared/schemas/inquiry';
import { InquiryClockBadge } from '#web/components/inquiry-clock-badge';
import { effectiveOrder, nextSortOrder, type InquiryListParams } from '../utils/inquiry-list-params';
import { CelebrityWanted } from './celebrity-wanted';
import { InquiryQuoteSummary } from './inquiry-quote-summary';
import { InquiryRowMenu } from './inquiry-row-menu';
import { InquiryStatusSelect } from './inquiry-status-select';

interface InquiriesTableProps {
  inquiries: Inquiry[];
  params: InquiryListParams;
  onSortChange: (change: Pick<InquiryListParams, 'sort' | 'order'>) => void;
  onDeleted: () => void;
  busy: boolean;
}

const column = createColumnHelper<Inquiry>();

/** The columns a person scans the desk by; the three sortable ones name the server's sort. */
const COLUMNS = [
  column.accessor('createdAt', {
    id: 'received',
    header: 'Received',
    cell: ({ getValue }) => <span className="whitespace-nowrap">{formatDate(getValue(), 'short')}</span>,
  }),
  column.accessor('name', {
    header: 'Name',
    cell: ({ row }) => (
      <div className="min-w-32">
        <Link
          to={PAGES.adminInquiry.getHref(row.original._id)}
          className="font-semibold break-words text-brand-900 underline-offset-2 hover:text-brand-700 hover:underline"
        >
          {row.original.name}
        </Link>
        <div className="font-mono text-xs whitespace-nowrap text-slate-500">{row.original.reference}</div>
      </div>
    ),
  }),
  column.accessor('celebrityName', {
    header: 'Celebrity',
    cell: ({ row }) => <CelebrityWanted inquiry={row.original} />,
  }),
  column.accessor('eventDate', {
    id: 'event-date',
    header: 'Event date',
    cell: ({ getValue }) => <span className="whitespace-nowrap">{formatDate(getValue(), 'short')}</span>,
  }),
  column.accessor('status', {
    header: 'Status',
    // The dropdown drawn as the badge: the status shows once. "E-mail the customer" is on the
    // inquiry's page, where a decision is read in full before it is sent.
    cell: ({ row }) => (
      <InquiryStatusSelect
        inquiryId={row.original._id}
        status={row.original.status}
        submitter={row.original.name}
        variant="pill"
      />
    ),
  }),
  column.accessor('quoteState', {
    id: 'quote',
    header: 'Quote',
    cell: ({ row }) => <InquiryQuoteSummary inquiry={row.original} withTotal />,
  }),
  column.accessor('replyBy', {
    id: 'reply-by',
    header: 'Reply by',
    cell: ({ row }) => <InquiryClockBadge inquiry={row.original} short />,
  }),
  column.accessor((inquiry) => inquiry.assignee?.name ?? '', {
    id: 'assignee',
    header: 'Assignee',
    cell: ({ row }) =>
      row.original.assignee?.name ?? <span className="text-slate-500">{DESK_MESSAGES.unassigned}</span>,
  }),
  column.display({
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    // Open and Delete in the row's menu: no red button on every line.
    cell: ({ row, table }) => (
      <InquiryRowMenu inquiry={row.original} onDeleted={(table.options.meta as TableMeta).onDeleted} />
    ),
  }),
];

interface TableMeta {
  onDeleted: () => void;
}

const SORTABLE = new Set<string>(['received', 'event-date', 'reply-by'] satisfies InquirySort[]);

/**
 * The desk on a wide screen: one dense row per inquiry (name, celebrity, event date, status,
 * current quote, clock, assignee, and a menu to open or delete it), sorted on the server by received, event date or reply-by
 * from the headers.
 */
export function InquiriesTable({ inquiries, params, onSortChange, onDeleted, busy }: InquiriesTableProps) {
  const sorting: SortingState = [{ id: params.sort, desc: effectiveOrder(params) === 'desc' }];
  // TanStack Table v8 hands back functions the React Compiler cannot memoize; the table is
  // read only here, by this component's own render, so skipping the compiler costs nothing.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: inquiries,
    columns: COLUMNS,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (inquiry) => inquiry._id,
    manualSorting: true,
    state: { sorting },
    meta: { onDeleted } satisfies TableMeta,
  });
  return (
    <AdminTableFrame busy={busy}>
      <table aria-label="Inquiries" aria-busy={busy} className="w-full text-left text-sm text-slate-800">
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sortable = SORTABLE.has(header.column.id);
                const active = params.sort === header.column.id;
                const order = effectiveOrder(params);
                const label = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : undefined}
                    className="px-2 py-2.5 whitespace-nowrap first:pl-4 last:pr-3"
                  >
                    {sortable ? (
                      <button
                        type="button"
                        onClick={() => onSortChange(nextSortOrder(params, header.column.id as InquirySort))}
                        className="inline-flex items-center gap-1 rounded uppercase hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-500"
                      >
                        {label}
                        {!active ? (
                          <ArrowUpDown className="size-3.5 text-slate-400" aria-hidden="true" />
                        ) : order === 'asc' ? (
                          <ArrowUp className="size-3.5" aria-hidden="true" />
                        ) : (
                          <ArrowDown className="size-3.5" aria-hidden="true" />
                        )}
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-slate-100">
          {table.getRowModel().rows.map((row) => (
            <tr
              key={row.id}
              data-inquiry-name={row.original.name}
              // Dimmed while its delete is on its way (the menu's button says so).
              className="transition-opacity hover:bg-brand-50/40 has-[[aria-busy=true]]:opacity-50"
            >
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className="px-2 py-2 align-middle first:pl-4 last:w-px last:pr-3">
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
