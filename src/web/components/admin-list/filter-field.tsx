import type { ReactNode } from 'react';

/** The small upper-case label of an admin list's filters (and of a search box among them). */
export const FILTER_LABEL_CLASSES = 'text-xs font-medium tracking-wide text-slate-600 uppercase';

/** One filter of an admin list: its small upper-case label over its control. */
export function FilterField({ label, htmlFor, children }: { label: string; htmlFor: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-1">
      <label htmlFor={htmlFor} className={FILTER_LABEL_CLASSES}>
        {label}
      </label>
      {children}
    </div>
  );
}
