import type { HTMLAttributes } from 'react';

/**
 * A record's state as a small coloured pill (a quote's, a booking's): its words and its colour
 * classes; other attributes (a `data-*` naming the state for tests and styles) pass through.
 */
export function StatePill({ label, tone, ...rest }: { label: string; tone: string } & HTMLAttributes<HTMLSpanElement>) {
  return (
    <span {...rest} className={`rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tone}`}>
      {label}
    </span>
  );
}
