import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PageData } from '#shared/schemas/page-data';
import { createTestApp, type TestApp, type TestUser } from '#server/test/test-app';

/**
 * The legal pages as the server sends them: rendered on request with the stored Markdown by the
 * app's real server-side renderer (src/web/server-render.tsx), so what is checked here is the HTML a
 * visitor and a crawler receive. The build's renderer is stood in for by a file that re-exports the
 * source one: the test runner loads it (and the TypeScript behind it) as it loads any module.
 */
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>Starline Talent | Celebrity Management &amp; Influencer Services</title>
    <meta name="description" content="default" />
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const RENDERER_SOURCE = path.resolve(import.meta.dirname, '../../web/server-render.tsx');

let t: TestApp;
let admin: TestUser;
let buildDir: string;

beforeAll(async () => {
  // The footer shows the build's year until the browser's takes over (vite.config.ts `define`).
  vi.stubGlobal('__BUILD_YEAR__', new Date().getFullYear());
  buildDir = await mkdtemp(path.join(os.tmpdir(), 'agency-legal-'));
  const webDir = path.join(buildDir, 'web');
  await mkdir(path.join(webDir, 'assets'), { recursive: true });
  await writeFile(path.join(webDir, 'index.html'), TEMPLATE);
  await mkdir(path.join(buildDir, 'server-render'));
  await writeFile(
    path.join(buildDir, 'server-render', 'server-render.js'),
    `export { renderPage } from ${JSON.stringify(RENDERER_SOURCE)};\n`,
  );
  t = await createTestApp({ webDir, siteUrl: 'https://starline.example' });
  admin = await t.createUser('admin', { name: 'Asha Rao' });
}, 120_000);
afterAll(async () => {
  vi.unstubAllGlobals();
  await t.close();
  await rm(buildDir, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

async function saveTerms(markdown: string, title = 'Terms of Service') {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/legal/terms',
    headers: admin.headers,
    payload: { title, markdown },
  });
  expect(res.statusCode).toBe(200);
}

/** The app's HTML inside #root. */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  expect(start).toBeGreaterThan(-1);
  return html.slice(start);
}

function pageDataOf(html: string): PageData {
  const block = /<script type="application\/json" id="initial-data">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}';
  return JSON.parse(block) as PageData;
}

describe('the legal pages', () => {
  it.each([
    ['/privacy', 'Privacy Policy', 'What we collect'],
    ['/terms', 'Terms of Service', 'Using this website'],
  ])(
    'renders %s on the server: indexable, its own head, the text and when it was last updated',
    async (url, title, heading) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`<title>${title} | Starline Talent</title>`);
      expect(res.body).toContain(`<link rel="canonical" href="https://starline.example${url}" />`);
      expect(res.body).not.toContain('noindex');
      const root = rootOf(res.body);
      expect(root).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
      expect(root).toMatch(new RegExp(`<h2[^>]*>${heading}</h2>`));
      expect(root).toMatch(/Last updated <time dateTime="[^"]+">\d{1,2} [A-Z][a-z]+ \d{4}<\/time>/);
      // The browser starts from the same data, in the API's shape.
      expect(pageDataOf(res.body).legalPage).toMatchObject({ slug: url.slice(1), title });
    },
  );

  it('shows a save on the next request, and the stored title in the head', async () => {
    expect((await get('/terms')).body).not.toContain('Fresh clause');
    await saveTerms('## Fresh clause\n\nNew words.', 'Website Terms');
    const res = await get('/terms');
    expect(res.body).toContain('<title>Website Terms | Starline Talent</title>');
    expect(rootOf(res.body)).toMatch(/<h2[^>]*>Fresh clause<\/h2>/);
  });

  it('never sends raw HTML from the Markdown as HTML: a <script> is text, a javascript: link is no link', async () => {
    await saveTerms(
      [
        '<script>window.pwned = 1</script>',
        '',
        'Hello <img src=x onerror="window.pwned=2"> and [click](javascript:window.pwned=3).',
        '',
        '</script><script>window.pwned = 4</script>',
      ].join('\n'),
    );
    const res = await get('/terms');
    const root = rootOf(res.body);
    expect(root).toContain('&lt;script&gt;window.pwned = 1&lt;/script&gt;');
    expect(root).toContain('&lt;img src=x onerror=&quot;window.pwned=2&quot;&gt;');
    expect(root).not.toMatch(/<img|javascript:|<script>window/);
    expect(root).toContain('<span>click</span>');
    // The data block cannot be closed early by the text it carries: the page's scripts are the
    // menu button's mirror, the data block and the entry, each closed once.
    expect(res.body.match(/<\/script>/g)?.length).toBe(3);
    expect(pageDataOf(res.body).legalPage?.markdown).toContain('</script><script>window.pwned = 4</script>');
  });

  it('lists both pages in the sitemap, with the time of their last save', async () => {
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain('<loc>https://starline.example/privacy</loc>');
    expect(sitemap).toMatch(/<loc>https:\/\/starline.example\/terms<\/loc><lastmod>\d{4}-\d\d-\d\dT/);
  });
});
