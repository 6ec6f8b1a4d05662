import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { MENU_BUTTON_MIRROR_SCRIPT, MENU_ID, menuButtonLabel } from './menu-button';

/** A document with the menu button and `listen`ers, enough for the mirror to run in. */
function pageWithMenuButton() {
  const attributes = new Map<string, string>([
    ['aria-expanded', 'false'],
    ['aria-label', menuButtonLabel(false)],
  ]);
  const button = { setAttribute: (name: string, value: string) => attributes.set(name, value) };
  const listeners: Array<{ type: string; listener: (event: unknown) => void; capture: unknown }> = [];
  const doc = {
    addEventListener: (type: string, listener: (event: unknown) => void, capture: unknown) =>
      listeners.push({ type, listener, capture }),
    querySelector: (selector: string) => (selector === `[popovertarget=${MENU_ID}]` ? button : null),
  };
  // As the page runs it: the script's text, with the page's `document` its only outside name.
  runInNewContext(MENU_BUTTON_MIRROR_SCRIPT, { document: doc });
  const toggle = (id: string, newState: 'open' | 'closed') => {
    for (const { listener } of listeners) listener({ target: { id }, newState });
  };
  return { attributes, listeners, toggle };
}

describe('the menu button’s mirror', () => {
  it('listens, on the way down, for the menu about to open or close', () => {
    const { listeners } = pageWithMenuButton();
    expect(listeners.map(({ type, capture }) => [type, capture])).toEqual([['beforetoggle', true]]);
  });

  it('names the button and sets aria-expanded as the menu opens and closes', () => {
    const { attributes, toggle } = pageWithMenuButton();
    toggle(MENU_ID, 'open');
    expect(Object.fromEntries(attributes)).toEqual({ 'aria-expanded': 'true', 'aria-label': 'Close menu' });
    toggle(MENU_ID, 'closed');
    expect(Object.fromEntries(attributes)).toEqual({ 'aria-expanded': 'false', 'aria-label': 'Open menu' });
  });

  it('leaves the button alone when another popover (the Filters sheet) opens', () => {
    const { attributes, toggle } = pageWithMenuButton();
    toggle('listing-filters', 'open');
    expect(attributes.get('aria-expanded')).toBe('false');
  });

  it('is a script any browser with popovers runs: no modules, arrows or block-scoped names', () => {
    expect(MENU_BUTTON_MIRROR_SCRIPT).not.toMatch(/=>|\b(let|const|import|export)\b|`/);
  });
});
