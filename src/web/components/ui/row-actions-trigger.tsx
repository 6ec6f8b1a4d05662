import { Ellipsis } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import { Spinner } from './spinner';

interface RowActionsTriggerProps extends ComponentPropsWithRef<'button'> {
  /** The accessible name, which names the row: "More actions for Aarav Mehta". */
  label: string;
  busy: boolean;
}

/**
 * The round "More actions" button of a row's menu: drawn by the light placeholder before the
 * menu's code has arrived and by the menu itself after, so the two look and read the same.
 */
export function RowActionsTrigger({ label, busy, className = '', ...button }: RowActionsTriggerProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title="More actions"
      aria-busy={busy || undefined}
      className={`inline-flex size-9 shrink-0 items-center justify-center rounded-full border border-brand-200 bg-white text-brand-800 transition-colors hover:border-brand-300 hover:bg-brand-50 data-[state=open]:border-brand-300 data-[state=open]:bg-brand-50 ${className}`}
      {...button}
    >
      {busy ? <Spinner className="size-4" /> : <Ellipsis className="size-4" aria-hidden="true" />}
    </button>
  );
}

/** The page's main landmark round an element: a row menu's layer goes there. */
export function mainOf(element: Element | null): HTMLElement | undefined {
  return element?.closest<HTMLElement>('main, [role="main"]') ?? undefined;
}
