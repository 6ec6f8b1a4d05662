import { describe, expect, it } from 'vitest';
import type { Celebrity } from '#shared/schemas/celebrity';
import { fillTemplate } from './page-renderer.js';

describe('fillTemplate', () => {
  it('puts the app in #root and its data in a block no value can close', () => {
    const celebrity = { name: '</script><b>' } as Celebrity;
    const html = fillTemplate('<body><div id="root"></div></body>', '<h1>Hi</h1>', { celebrity });
    expect(html).toBe(
      '<body><script type="application/json" id="initial-data">{"celebrity":{"name":"\\u003c/script>\\u003cb>"}}</script><div id="root"><h1>Hi</h1></div></body>',
    );
  });
});
