import { ChevronDown } from 'lucide-react';

interface AuditChangesToggleProps {
  expanded: boolean;
  onToggle: () => void;
  /** The id of the panel it opens (present only while open). */
  panelId: string;
  /** What the entry is, for a screen reader's name of the button ("… Inquiry status changed, SLT-…"). */
  subject: string;
}

/** The disclosure of an entry's values before and after. */
export function AuditChangesToggle({ expanded, onToggle, panelId, subject }: AuditChangesToggleProps) {
  return (
    <button
      type="button"
      aria-expanded={expanded}
      aria-controls={expanded ? panelId : undefined}
      // The visible words first (label in name), then which change, as a list of these reads.
      aria-label={`${expanded ? 'Hide changes' : 'Show changes'}: ${subject}`}
      onClick={onToggle}
      className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-brand-200 bg-white px-3 py-1.5 text-sm font-semibold whitespace-nowrap text-brand-800 transition-colors hover:border-brand-300 hover:bg-brand-50"
    >
      {expanded ? 'Hide changes' : 'Show changes'}
      <ChevronDown className={`size-4 transition-transform ${expanded ? 'rotate-180' : ''}`} aria-hidden="true" />
    </button>
  );
}
