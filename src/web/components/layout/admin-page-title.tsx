import type { ReactNode } from 'react';

/** An admin screen's heading and the line under it that says what the screen holds. */
export function AdminPageTitle({ title, lead, children }: { title: string; lead?: boolean; children: ReactNode }) {
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">{title}</h1>
      <p className={`mt-1 text-slate-600 ${lead ? '' : 'text-sm'}`}>{children}</p>
    </div>
  );
}
