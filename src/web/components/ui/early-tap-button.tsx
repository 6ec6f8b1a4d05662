import type { ComponentProps } from 'react';
import { earlyTapHref } from '#web/lib/early-tap';
import { useEarlyTap } from '#web/lib/use-early-tap';

interface EarlyTapButtonProps extends Omit<ComponentProps<'a'>, 'href' | 'type'> {
  /** Names the button in the address (`#inquire`) when it is tapped before the app has started. */
  name: string;
  /** What that early tap does once the app runs: show what the button shows (open, not toggle). */
  onEarlyTap: () => void;
  /** A Radix trigger passes type="button"; on a link it means nothing, so it is dropped. */
  type?: string;
}

/**
 * A button that already works on a server-rendered page before its JavaScript has arrived (a
 * phone shows, and is tapped, well before that). It is a link to a fragment of the page: a tap
 * that early only changes the address, and the app does what the button does as soon as it
 * starts (useEarlyTap, lib/early-tap.ts). Once the app runs it is an ordinary button: the
 * link is never followed, and Space presses it as Enter does. Focus, `aria-*` and handlers (a
 * Radix trigger's too, through `asChild`) go to the link.
 */
export function EarlyTapButton({
  name,
  onEarlyTap,
  type: _type,
  onClick,
  onKeyDown,
  children,
  ...props
}: EarlyTapButtonProps) {
  useEarlyTap(name, onEarlyTap);
  return (
    <a
      role="button"
      href={earlyTapHref(name)}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.key !== ' ' || event.defaultPrevented) return;
        event.preventDefault();
        event.currentTarget.click();
      }}
      {...props}
    >
      {children}
    </a>
  );
}
