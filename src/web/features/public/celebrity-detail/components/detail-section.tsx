import type { ReactNode } from 'react';

/**
 * A section of a celebrity's page below the profile (achievements, gallery): named by its
 * heading, which reads the same size on each, so the page's sections look and read alike.
 */
export function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold tracking-tight text-brand-950">
        {title}
      </h2>
      {children}
    </section>
  );
}
