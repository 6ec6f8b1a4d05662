import type { ReactNode } from 'react';

/** A list of money movements (payments, refunds, payouts): one row each, the document's button at its end. */
export function MoneyLines({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className="divide-y divide-slate-100 rounded-xl border border-slate-200">
      {children}
    </ul>
  );
}

export function MoneyLine({ title, detail, action }: { title: ReactNode; detail: ReactNode; action: ReactNode }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-3 py-2 text-sm">
      <div className="min-w-0">
        <p className="font-medium text-slate-900 tabular-nums">{title}</p>
        <p className="wrap-anywhere text-slate-600">{detail}</p>
      </div>
      {action}
    </li>
  );
}
