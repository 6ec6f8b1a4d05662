import type { ReactNode } from 'react';
import { SectionHeading } from './section-heading';

interface PageSectionProps {
  /** The heading's id; the section is labelled by its heading. */
  id: string;
  eyebrow?: string;
  title: ReactNode;
  description?: ReactNode;
  /** A full-width pale violet band (the content keeps the page's width), to set it off from its neighbours. */
  band?: boolean;
  children: ReactNode;
}

/**
 * A section of a public page: its spacing, the width of its content and the eyebrow, heading
 * and lead that open it (SectionHeading), the same on every page; the content follows.
 */
export function PageSection({ id, eyebrow, title, description, band = false, children }: PageSectionProps) {
  const heading = <SectionHeading id={id} eyebrow={eyebrow} title={title} description={description} />;
  if (band) {
    return (
      <section aria-labelledby={id} className="bg-brand-50 px-4 py-20 sm:px-6 sm:py-28 lg:px-8">
        <div className="mx-auto max-w-7xl">
          {heading}
          {children}
        </div>
      </section>
    );
  }
  return (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28 lg:px-8">
      {heading}
      {children}
    </section>
  );
}
