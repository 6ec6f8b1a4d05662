/** The phone's menu: a popover the browser opens and closes by itself (public-header.tsx). */
export const MENU_ID = 'mobile-menu';

/** What the menu button is called, which says what a tap on it does. */
export function menuButtonLabel(open: boolean): string {
  return open ? 'Close menu' : 'Open menu';
}

function showState(button: Element, open: boolean): void {
  button.setAttribute('aria-expanded', String(open));
  button.setAttribute('aria-label', menuButtonLabel(open));
}

/**
 * Keeps the menu button's name and `aria-expanded` true to the popover before the app has
 * started (decision 0018): the browser opens the menu on a tap with no script, but the server
 * wrote the button as closed. Without this, the button of an open menu still says "Open menu",
 * and a screen reader hears "collapsed". Once the app runs, React shows the same state
 * (`onToggle`), so the two never disagree. `toggle` does not bubble: it is caught on its way down.
 */
export function mirrorMenuButton(doc: Document = document): void {
  const follow = (popover: Element, open: boolean) => {
    const button = doc.querySelector(`[popovertarget="${MENU_ID}"]`);
    if (button && popover.id === MENU_ID) showState(button, open);
  };
  const menu = doc.getElementById(MENU_ID);
  // Opened before this script ran (a phone shows the page well before).
  if (menu) {
    try {
      if (menu.matches(':popover-open')) follow(menu, true);
    } catch {
      // A browser without popovers has no open menu to show.
    }
  }
  doc.addEventListener(
    'toggle',
    (event) => {
      if (event.target instanceof Element) follow(event.target, event.newState === 'open');
    },
    true,
  );
}
