import type { ReactNode } from 'react';

interface ReconciliationSectionProps {
  id: string;
  title: string;
  /** What the section's entries mean and what to do about them. */
  about: string;
  /** What the section says when it has nothing. */
  empty: string;
  count: number;
  children: ReactNode;
}

/** One side of the reconciliation: its heading with the count, what it means, its entries or its empty line. */
export function ReconciliationSection({ id, title, about, empty, count, children }: ReconciliationSectionProps) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id={id} className="text-lg font-bold text-brand-950">
        {title} <span className="font-semibold text-slate-600">({count})</span>
      </h2>
      <p className="mt-1 text-sm text-slate-600">{about}</p>
      {count === 0 ? (
        <p className="mt-3 text-sm font-medium text-emerald-800">{empty}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">{children}</ul>
      )}
    </section>
  );
}

/** One entry of a section: what it is on the left, its amount on the right (below it on a phone). */
export function ReconciliationEntry({ main, detail, amount }: { main: ReactNode; detail: ReactNode; amount: string }) {
  return (
    <li className="flex flex-col gap-1 py-2.5 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
      <div className="min-w-0">
        <p className="font-medium break-words text-slate-900">{main}</p>
        <p className="text-sm text-slate-600">{detail}</p>
      </div>
      <p className="shrink-0 font-semibold text-slate-900 tabular-nums">{amount}</p>
    </li>
  );
}
