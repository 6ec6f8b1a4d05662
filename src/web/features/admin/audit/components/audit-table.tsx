import { AdminTableFrame } from '#web/components/admin-list/admin-table-frame';
import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ExpandedState,
} from '@tanstack/react-table';
import { Fragment, useState } from 'react';
import type { AuditEntry } from '#shared/schemas/audit';
import { IndianTime } from '#web/components/indian-time';
import { auditWhatOf } from '../utils/audit-labels';
import { AuditChangesPanel } from './audit-changes-panel';
import { AuditChangesToggle } from './audit-changes-toggle';

interface AuditTableProps {
  entries: AuditEntry[];
  busy: boolean;
}

const column = createColumnHelper<AuditEntry>();

const panelIdOf = (entry: AuditEntry) => `audit-${entry._id}-changes`;
const subjectOf = (entry: AuditEntry) => `${auditWhatOf(entry.kind, entry.action)}, ${entry.subjectLabel}`;

/** When, who, what and which record; the last column opens the values before and after. */
const COLUMNS = [
  column.accessor('createdAt', {
    header: 'When',
    cell: ({ getValue }) => <IndianTime at={getValue()} />,
  }),
  column.accessor('actorName', {
    header: 'Who',
    cell: ({ getValue }) => <span className="font-medium break-words">{getValue()}</span>,
  }),
  column.accessor((entry) => auditWhatOf(entry.kind, entry.action), {
    id: 'what',
    header: 'What',
  }),
  column.accessor('subjectLabel', {
    header: 'Record',
    cell: ({ getValue }) => <span className="break-words">{getValue()}</span>,
  }),
  column.display({
    id: 'changes',
    header: () => <span className="sr-only">Values before and after</span>,
    cell: ({ row }) => (
      <AuditChangesToggle
        expanded={row.getIsExpanded()}
        onToggle={row.getToggleExpandedHandler()}
        panelId={panelIdOf(row.original)}
        subject={subjectOf(row.original)}
      />
    ),
  }),
];

/** Widths that keep the table readable beside the sidebar: the time and the button on one line. */
const COLUMN_CLASSES: Record<string, string> = {
  createdAt: 'w-44',
  actorName: 'w-40',
  what: 'w-48',
  subjectLabel: 'min-w-48',
  changes: 'w-36 text-right',
};

/**
 * The log on a wide screen: one row per change, newest first; a row's "Show changes" opens a row
 * beneath it with the fields that changed.
 */
export function AuditTable({ entries, busy }: AuditTableProps) {
  const [expanded, setExpanded] = useState<ExpandedState>({});
  // TanStack Table v8 hands back functions the React Compiler cannot memoize; the table is
  // read only here, by this component's own render, so skipping the compiler costs nothing.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: entries,
    columns: COLUMNS,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (entry) => entry._id,
    getRowCanExpand: () => true,
    state: { expanded },
    onExpandedChange: setExpanded,
  });
  const columnCount = table.getVisibleLeafColumns().length;
  return (
    <AdminTableFrame busy={busy}>
      <table aria-label="Changes, newest first" aria-busy={busy} className="w-full text-left text-sm text-slate-800">
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
            <Fragment key={row.id}>
              <tr data-audit-id={row.id} className={row.getIsExpanded() ? 'bg-brand-50/40' : 'hover:bg-slate-50/70'}>
                {row.getVisibleCells().map((cell) => (
                  <td
                    key={cell.id}
                    className={`px-3 py-3 align-top first:pl-4 last:pr-4 ${COLUMN_CLASSES[cell.column.id] ?? ''}`}
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
              {row.getIsExpanded() && (
                <tr className="bg-brand-50/40">
                  <td colSpan={columnCount} className="px-4 pt-0 pb-4">
                    <AuditChangesPanel entry={row.original} id={panelIdOf(row.original)} headingLevel={2} />
                  </td>
                </tr>
              )}
            </Fragment>
          ))}
        </tbody>
      </table>
    </AdminTableFrame>
  );
}
