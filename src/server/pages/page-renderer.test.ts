import { describe, expect, it } from 'vitest';
import { MENU_BUTTON_MIRROR_SCRIPT } from '#shared/menu-button';
import type { Celebrity } from '#shared/schemas/celebrity';
import { fillTemplate } from './page-renderer.js';

describe('fillTemplate', () => {
  it('puts the app in #root, its data in a block no value can close, and the menu button’s mirror ahead of both', () => {
    const celebrity = { name: '</script><b>' } as Celebrity;
    const html = fillTemplate('<body><div id="root"></div></body>', '<h1>Hi</h1>', { celebrity });
    expect(html).toBe(
      `<body><script>${MENU_BUTTON_MIRROR_SCRIPT}</script><script type="application/json" id="initial-data">{"celebrity":{"name":"\\u003c/script>\\u003cb>"}}</script><div id="root"><h1>Hi</h1></div></body>`,
    );
  });

  it('gives a page the browser draws its data only: the app draws its menu button', () => {
    const html = fillTemplate('<body><div id="root"></div></body>', '', {});
    expect(html).toBe(
      '<body><script type="application/json" id="initial-data">{}</script><div id="root"></div></body>',
    );
  });
});
