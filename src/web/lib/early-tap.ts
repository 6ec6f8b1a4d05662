/*
 * Server-rendered pages can be seen, tapped and typed into before their JavaScript has arrived
 * (docs/decisions/0005-prerendered-public-pages.md). Nothing the visitor does then may be lost:
 * - a button that must work that early is a link to a fragment of the page itself (`#inquire`):
 *   the tap only changes the address, which the app reads once it has started, then removes
 *   (these helpers, use-early-tap.ts, components/ui/early-tap-button.tsx);
 * - a form is a plain GET form: what was typed or chosen stays in its fields, which React adopts
 *   as they are, and the app then takes their values as if they had just been entered
 *   (early-fields.ts, use-early-fields.ts).
 */

/** The address a button's link points at: a fragment of the page it is on. */
export function earlyTapHref(name: string): string {
  return `#${name}`;
}

/** Whether the address's fragment (`location.hash`) records a tap on the button named `name`. */
export function isEarlyTap(hash: string, name: string): boolean {
  return hash === earlyTapHref(name);
}

/** The address without its fragment, to put back once the tap it recorded has been taken. */
export function withoutFragment({ pathname, search }: Pick<Location, 'pathname' | 'search'>): string {
  return `${pathname}${search}`;
}
