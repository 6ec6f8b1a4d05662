import type { ComponentProps, MouseEvent } from 'react';

interface LinkButtonProps extends Omit<ComponentProps<'a'>, 'href' | 'role'> {
  /** Where the same thing is done without the app: the address the server renders it at. */
  href: string;
  /** What the button does once the app runs, in place. */
  onActivate: () => void;
}

/** A click the browser should handle as its own: a new tab or window, a download. */
function opensElsewhere(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * A button of a server-rendered page whose action has an address of its own ("Load more": the
 * list with the next batch; "Clear filters": the plain listing). It is a link there, so a tap
 * before the app has started, without JavaScript or by a crawler loads that page (never lost);
 * once the app runs it does the same in place and the link is not followed, except for a click
 * meant for a new tab. Its role is a button's, as the app uses it; Space presses it as Enter does.
 */
export function LinkButton({ href, onActivate, onClick, onKeyDown, children, ...props }: LinkButtonProps) {
  return (
    <a
      role="button"
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || opensElsewhere(event)) return;
        event.preventDefault();
        onActivate();
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.key !== ' ' || event.defaultPrevented) return;
        event.preventDefault();
        onActivate();
      }}
      {...props}
    >
      {children}
    </a>
  );
}
