import { normalisePath } from '#shared/pathname';

/** /contact shows the About page opened at this section (SPEC §2). */
export const CONTACT_SECTION_ID = 'contact';

/**
 * PAGES.contact's path, here as a literal so the page's first script need not carry the whole page
 * table (open-at-contact.test.ts holds the two together).
 */
export const CONTACT_PATH = '/contact';

let openedOnArrival = false;

/**
 * Scrolls to the contact section and focuses it, so keyboard and screen reader users start there
 * too: at once when the visit begins there, smoothly (the page's scroll behaviour) on the way in.
 */
export function openAtContact(behavior: ScrollBehavior = 'auto'): void {
  const section = document.getElementById(CONTACT_SECTION_ID);
  section?.focus({ preventScroll: true });
  section?.scrollIntoView({ block: 'start', behavior });
}

/**
 * A visit that begins on the server's /contact page opens at the contact section at once, before
 * the app starts (main.tsx), since the app may start only when the visitor acts, and must not
 * then move the page again (`wasOpenedOnArrival`).
 */
export function openOnArrival(pathname: string): void {
  if (openedOnArrival || normalisePath(pathname) !== CONTACT_PATH) return;
  openedOnArrival = true;
  openAtContact('instant');
}

/** Whether the visit began on /contact and was opened there already. */
export function wasOpenedOnArrival(): boolean {
  return openedOnArrival;
}
