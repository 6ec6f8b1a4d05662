import { useState } from 'react';
import { NoValue } from '#web/components/ui/no-value';
import { auditValueText, clipText } from '../utils/audit-changes';

interface AuditValueProps {
  value: unknown;
  /** "Before" or "After", over the value; none for a creation's or deletion's value. */
  caption?: string;
  tone?: 'before' | 'after' | 'plain';
}

const TONES = {
  before: 'border-slate-200 bg-white',
  after: 'border-emerald-200 bg-emerald-50/70',
  plain: 'border-slate-200 bg-white',
} as const;

/**
 * One recorded value, always as text (React escapes it: a stored `<b>` shows as typed), a long
 * one folded to its opening with "Show all".
 */
export function AuditValue({ value, caption, tone = 'plain' }: AuditValueProps) {
  const [open, setOpen] = useState(false);
  const text = auditValueText(value);
  const clip = text === null ? null : clipText(text);
  return (
    <div className={`min-w-0 flex-1 rounded-lg border px-3 py-2 ${TONES[tone]}`}>
      {caption && <p className="text-xs font-medium tracking-wide text-slate-600 uppercase">{caption}</p>}
      <p className="text-sm break-words whitespace-pre-wrap text-slate-900">
        {clip === null ? <NoValue /> : open ? text : clip.text}
      </p>
      {clip?.clipped && (
        <button
          type="button"
          aria-expanded={open}
          onClick={() => setOpen((was) => !was)}
          className="mt-1 rounded text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          {open ? 'Show less' : 'Show all'}
        </button>
      )}
    </div>
  );
}
