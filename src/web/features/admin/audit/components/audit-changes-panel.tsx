import { ArrowDown, ArrowRight } from 'lucide-react';
import type { AuditEntry } from '#shared/schemas/audit';
import { auditChangesOf, type AuditChangeShape } from '../utils/audit-changes';
import { AuditValue } from './audit-value';

const HEADINGS: Record<AuditChangeShape, string> = {
  changed: 'Changed fields, before → after',
  created: 'Values it was created with',
  deleted: 'Values it had when deleted',
};

const NOTHING: Record<AuditChangeShape, string> = {
  changed: 'No values changed: it was saved as it was.',
  created: 'No values were recorded.',
  deleted: 'No values were recorded.',
};

interface AuditChangesPanelProps {
  entry: AuditEntry;
  id: string;
  /** Its heading's level: under the page's heading (a table row) or under a card's. */
  headingLevel: 2 | 3;
}

/**
 * What an entry changed: on an update only the fields that differ, each before → after; on a
 * creation the values it was made with; on a deletion the values it had.
 */
export function AuditChangesPanel({ entry, id, headingLevel }: AuditChangesPanelProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { shape, fields } = auditChangesOf(entry.before, entry.after);
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-slate-50 p-3 sm:p-4">
      <Heading id={headingId} className="text-xs font-semibold tracking-wide text-slate-700 uppercase">
        {HEADINGS[shape]}
      </Heading>
      {fields.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{NOTHING[shape]}</p>
      ) : (
        <dl className="mt-2 divide-y divide-slate-200">
          {fields.map((field) => (
            <div
              key={field.key}
              className="grid gap-1.5 py-2.5 first:pt-1 last:pb-0 md:grid-cols-[11rem_minmax(0,1fr)] md:gap-4"
            >
              <dt className="text-sm font-semibold break-words text-slate-800">{field.label}</dt>
              <dd className="min-w-0">
                {shape === 'changed' ? (
                  <div className="flex flex-col gap-1.5 sm:flex-row sm:items-stretch sm:gap-2">
                    <AuditValue value={field.before} caption="Before" tone="before" />
                    <ArrowRight
                      className="hidden size-4 shrink-0 self-center text-slate-500 sm:block"
                      aria-hidden="true"
                    />
                    <ArrowDown className="size-4 shrink-0 self-center text-slate-500 sm:hidden" aria-hidden="true" />
                    <AuditValue value={field.after} caption="After" tone="after" />
                  </div>
                ) : (
                  <AuditValue value={shape === 'created' ? field.after : field.before} />
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
