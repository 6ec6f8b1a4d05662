import { useId, type ReactNode } from 'react';

interface FormSectionProps {
  title: string;
  description: string;
  children: ReactNode;
}

/** A titled card of the celebrity form (SPEC §2: Basic Information, Profile Details). */
export function FormSection({ title, description, children }: FormSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-7">
      <h2 id={headingId} className="text-lg font-bold tracking-tight text-brand-950">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{description}</p>
      <div className="mt-6 space-y-6">{children}</div>
    </section>
  );
}
