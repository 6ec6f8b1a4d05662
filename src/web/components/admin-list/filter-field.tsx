import type { ReactNode } from 'react';

/** One filter of an admin list: its small upper-case label over its control. */
export function FilterField({ label, htmlFor, children }: { label: string; htmlFor: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-1">
      <label htmlFor={htmlFor} className="text-xs font-medium tracking-wide text-slate-600 uppercase">
        {label}
      </label>
      {children}
    </div>
  );
}
