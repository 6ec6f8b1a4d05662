import { useId, type ReactNode } from 'react';

interface AccountSectionProps {
  title: string;
  description: string;
  children: ReactNode;
}

/** One card of My account: a titled region with what it is for. */
export function AccountSection({ title, description, children }: AccountSectionProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm shadow-brand-900/5 sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-bold tracking-tight text-brand-950">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{description}</p>
      <div className="mt-5">{children}</div>
    </section>
  );
}
