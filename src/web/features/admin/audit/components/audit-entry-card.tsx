import { useState } from 'react';
import type { AuditEntry } from '#shared/schemas/audit';
import { IndianTime } from '#web/components/indian-time';
import { auditWhatOf } from '../utils/audit-labels';
import { AuditChangesPanel } from './audit-changes-panel';
import { AuditChangesToggle } from './audit-changes-toggle';

/** One change of the log on a narrow screen: the table's row as a card, its values under a disclosure. */
export function AuditEntryCard({ entry }: { entry: AuditEntry }) {
  const [expanded, setExpanded] = useState(false);
  const headingId = `audit-${entry._id}-what`;
  const panelId = `audit-${entry._id}-changes`;
  const what = auditWhatOf(entry.kind, entry.action);
  return (
    <article
      aria-labelledby={headingId}
      data-audit-id={entry._id}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm shadow-brand-900/5"
    >
      <h2 id={headingId} className="text-base font-semibold break-words text-brand-950">
        {what}
        <span className="sr-only">: </span>
        <span className="mt-0.5 block text-sm font-normal text-slate-700">{entry.subjectLabel}</span>
      </h2>
      <dl className="mt-3 grid grid-cols-1 gap-y-2 border-t border-slate-100 pt-3 text-sm">
        <div className="flex min-w-0 gap-2">
          <dt className="w-12 shrink-0 text-slate-500">Who</dt>
          <dd className="min-w-0 font-medium break-words text-slate-800">{entry.actorName}</dd>
        </div>
        <div className="flex min-w-0 gap-2">
          <dt className="w-12 shrink-0 text-slate-500">When</dt>
          <dd className="min-w-0 text-slate-800">
            <IndianTime at={entry.createdAt} />
          </dd>
        </div>
      </dl>
      <div className="mt-3">
        <AuditChangesToggle
          expanded={expanded}
          onToggle={() => setExpanded((was) => !was)}
          panelId={panelId}
          subject={`${what}, ${entry.subjectLabel}`}
        />
      </div>
      {expanded && (
        <div className="mt-3">
          <AuditChangesPanel entry={entry} id={panelId} headingLevel={3} />
        </div>
      )}
    </article>
  );
}
