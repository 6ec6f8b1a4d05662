import { useId, type ReactNode } from 'react';

interface FormGroupProps {
  title: string;
  /** Read after the title by screen readers only, where the title repeats ("of package 2"). */
  hiddenTitleSuffix?: string;
  /** What the group is for on the site, under its title. */
  description?: string;
  children: ReactNode;
}

/**
 * A titled part of a section's form (Phone numbers, Office address...), a region for screen
 * readers, whose name must be unique on the page (axe: landmark-unique).
 */
export function FormGroup({ title, hiddenTitleSuffix, description, children }: FormGroupProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-base font-semibold text-brand-950">
        {title}
        {hiddenTitleSuffix && <span className="sr-only"> {hiddenTitleSuffix}</span>}
      </h3>
      {description && <p className="mt-0.5 text-sm text-slate-600">{description}</p>}
      <div className="mt-3">{children}</div>
    </section>
  );
}
