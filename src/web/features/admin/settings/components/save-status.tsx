import { CircleCheck } from 'lucide-react';

interface SaveStatusProps {
  saving: boolean;
  /** The form holds edits not saved yet. */
  dirty: boolean;
  /**
   * Said instead of "All changes saved" while the form holds no edits but what it shows is not
   * saved (details never saved, suggested text not saved yet).
   */
  notSaved?: string;
  /** Why Save must wait (a photo still uploading), if it must. */
  waitFor?: string;
  className?: string;
}

/** Where a Settings form's edits stand, announced as it changes: saving, unsaved (or never saved), or all saved. */
export function SaveStatus({ saving, dirty, notSaved, waitFor, className = '' }: SaveStatusProps) {
  return (
    <p aria-live="polite" className={`flex items-center gap-1.5 text-sm text-slate-600 ${className}`}>
      {saving ? (
        'Saving...'
      ) : waitFor ? (
        waitFor
      ) : dirty || notSaved ? (
        <>
          <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-amber-500" />
          {dirty ? 'Unsaved changes' : notSaved}
        </>
      ) : (
        <>
          <CircleCheck className="size-4 shrink-0 text-green-700" aria-hidden="true" />
          All changes saved
        </>
      )}
    </p>
  );
}
