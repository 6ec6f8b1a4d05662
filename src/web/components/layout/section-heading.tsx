import type { ReactNode } from 'react';

interface SectionHeadingProps {
  /** The heading's id, for the section's aria-labelledby. */
  id: string;
  /** A short label above the heading. */
  eyebrow?: string;
  title: ReactNode;
  description?: ReactNode;
  align?: 'center' | 'start';
  /** `dark` on the deep violet sections. */
  tone?: 'light' | 'dark';
}

/** The eyebrow, h2 and lead paragraph that open a section of a public page. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  description,
  align = 'center',
  tone = 'light',
}: SectionHeadingProps) {
  const dark = tone === 'dark';
  return (
    <div className={align === 'center' ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      {eyebrow && (
        <p className={`text-sm font-semibold tracking-widest uppercase ${dark ? 'text-gold-300' : 'text-brand-600'}`}>
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        className={`mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl ${dark ? 'text-white' : 'text-brand-950'}`}
      >
        {title}
      </h2>
      {description && (
        <p className={`mt-4 text-lg leading-relaxed ${dark ? 'text-brand-200' : 'text-slate-600'}`}>{description}</p>
      )}
    </div>
  );
}
