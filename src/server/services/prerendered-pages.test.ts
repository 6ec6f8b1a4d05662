import { describe, expect, it } from 'vitest';
import { fillTemplate } from './prerendered-pages.js';

describe('fillTemplate', () => {
  it('puts the app in #root and its data in a block no value can close', () => {
    const html = fillTemplate('<body><div id="root"></div></body>', '<h1>Hi</h1>', [{ name: '</script><b>' }]);
    expect(html).toBe(
      '<body><script type="application/json" id="initial-data">[{"name":"\\u003c/script>\\u003cb>"}]</script><div id="root"><h1>Hi</h1></div></body>',
    );
  });
});
