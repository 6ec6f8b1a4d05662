// The server-side build stays in dist/prerender: the server renders a celebrity's page with it.
// Writes the HTML of the public pages that do not depend on the URL's query or on stored data
// (docs/decisions/0005-prerendered-public-pages.md) into dist/web/.pages/, from the SSR build of
// src/web/prerender.tsx. The server sends them, with each page's head filled in, instead of the
// empty index.html. Dot folders are never served as static files.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// The page table (src/shared/pages.ts) marks which pages are prerendered; the server reads each
// as `.pages/<page name>.html` (src/server/services/prerendered-pages.ts).
const { renderPage, PRERENDERED_PAGES } = await import(pathToFileURL(path.resolve('dist/prerender/prerender.js')).href);
const template = readFileSync('dist/web/index.html', 'utf8');
if (!template.includes('<div id="root"></div>')) throw new Error('dist/web/index.html has no empty #root');

const outDir = 'dist/web/.pages';
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
for (const { path: pagePath, name } of PRERENDERED_PAGES) {
  const html = await renderPage(pagePath);
  writeFileSync(
    path.join(outDir, `${name}.html`),
    template.replace('<div id="root"></div>', () => `<div id="root">${html}</div>`),
  );
  console.log(`prerendered ${pagePath} (${(html.length / 1024).toFixed(1)} KB)`);
}
