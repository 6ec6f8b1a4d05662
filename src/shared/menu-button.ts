/*
 * The phone's menu on the public pages: a popover the browser opens and closes by itself, and the
 * button that opens it (src/web/components/layout/public-header.tsx). The server's page (its
 * template, src/server/pages/page-renderer.ts) and its CSP (src/server/plugins/security.ts) read
 * the button's mirror from here too.
 */

export const MENU_ID = 'mobile-menu';

const OPEN_LABEL = 'Open menu';
const CLOSE_LABEL = 'Close menu';

/** What the menu button is called, which says what a tap on it does. */
export function menuButtonLabel(open: boolean): string {
  return open ? CLOSE_LABEL : OPEN_LABEL;
}

/**
 * Keeps the menu button's name and `aria-expanded` true to the popover before the app has
 * started (decision 0018): the browser opens the menu on a tap with no script, but the server
 * wrote the button as closed, so the button of an open menu would still say "Open menu", a
 * screen reader would hear "collapsed", and a second look at it would close the menu again.
 * Once the app runs, React says the same (`onToggle`), so the two never disagree.
 *
 * Inline in the page, ahead of its body (`fillTemplate`), so it listens before the first tap
 * can come: the page's entry script runs only once the whole page is parsed and the entry has
 * downloaded, and a phone shows, and is tapped, well before. `beforetoggle` comes as the menu
 * opens or closes, in the same task as the tap (`toggle` would come a task later). Neither
 * bubbles: it is caught on its way down. Plain ES5 with no outside names: its text is the CSP's
 * hash (`'sha256-…'`), so it changes only here.
 */
export const MENU_BUTTON_MIRROR_SCRIPT = `document.addEventListener('beforetoggle',function(e){var b=e.target.id===${JSON.stringify(MENU_ID)}&&document.querySelector('[popovertarget=${MENU_ID}]');if(!b)return;var o=e.newState==='open';b.setAttribute('aria-expanded',String(o));b.setAttribute('aria-label',o?${JSON.stringify(CLOSE_LABEL)}:${JSON.stringify(OPEN_LABEL)})},true)`;
