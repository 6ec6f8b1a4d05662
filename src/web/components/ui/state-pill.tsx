import type { HTMLAttributes } from 'react';

const SIZES = {
  small: 'px-2.5 py-0.5 text-xs',
  /** Beside a section's heading, as the customer's status page shows a quote's or a booking's state. */
  large: 'px-3 py-1 text-sm',
} as const;

/**
 * A record's state as a small coloured pill (a quote's, a booking's): its words and its colour
 * classes; other attributes (a `data-*` naming the state for tests and styles) pass through.
 */
export function StatePill({
  label,
  tone,
  size = 'small',
  ...rest
}: { label: string; tone: string; size?: keyof typeof SIZES } & HTMLAttributes<HTMLSpanElement>) {
  return (
    <span {...rest} className={`rounded-full font-semibold whitespace-nowrap ${SIZES[size]} ${tone}`}>
      {label}
    </span>
  );
}
