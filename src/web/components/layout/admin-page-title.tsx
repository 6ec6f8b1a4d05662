import type { ReactNode } from 'react';

/** An admin screen's heading and the line under it that says what the screen holds. */
export function AdminPageTitle({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">{title}</h1>
      <p className="mt-1 text-sm text-slate-600">{children}</p>
    </div>
  );
}
