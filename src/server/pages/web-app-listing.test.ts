import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LISTING_BATCH_SIZE } from '#shared/constants/celebrities';
import { LISTING_PAGES_MAX } from '#shared/listing-filters';
import type { PageData } from '#shared/schemas/page-data';
import { insertCelebrity } from '#server/test/rows';
import { createTestApp, type TestApp, type TestUser } from '#server/test/test-app';
import { QUERY_PAGES_MAX } from './web-app-plugin.js';

/**
 * Filtered listings as the server sends them (issue 42, decision 0046): rendered on request by
 * the app's real server-side renderer (src/web/server-render.tsx, re-exported by a stand-in for
 * the build's file, as web-app-legal.test.ts does), so the cards checked here are the HTML a
 * visitor without the app and a crawler receive.
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
let sportsDraftId: string;

beforeAll(async () => {
  // The footer shows the build's year until the browser's takes over (vite.config.ts `define`).
  vi.stubGlobal('__BUILD_YEAR__', new Date().getFullYear());
  buildDir = await mkdtemp(path.join(os.tmpdir(), 'agency-listing-'));
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
  await insertCelebrity(t.db, { name: 'Aarav Mehta', category: 'Bollywood', specialties: ['Acting'] });
  await insertCelebrity(t.db, {
    name: 'Kabir Singh',
    category: 'Sports',
    specialties: ['Cricket'],
    location: 'Pune, Maharashtra',
  });
  await insertCelebrity(t.db, {
    name: 'Riya Desai',
    category: 'Musicians',
    specialties: ['Dance', 'Singing'],
    price: 90_000,
  });
  sportsDraftId = (await insertCelebrity(t.db, { name: 'Vikram Rathore', category: 'Sports', status: 'draft' })).id;
}, 120_000);
afterAll(async () => {
  vi.unstubAllGlobals();
  await t.close();
  await rm(buildDir, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** The app's HTML inside #root ('' when the browser is left to draw the page). */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  expect(start).toBeGreaterThan(-1);
  return html.slice(start + '<div id="root">'.length, html.lastIndexOf('</div>'));
}

function pageDataOf(html: string): PageData {
  const block = /<script type="application\/json" id="initial-data">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}';
  return JSON.parse(block) as PageData;
}

/** The cards' names in the server's HTML (each card's heading, celebrity-card.tsx). */
function cardNames(html: string): string[] {
  return [...rootOf(html).matchAll(/<h2 id="[^"]*" class="text-lg[^"]*">([^<]+)<\/h2>/g)].map(
    (match) => match[1] ?? '',
  );
}

describe('a filtered listing', () => {
  it('is rendered by the server with the cards its filters find, and hands the browser the same data', async () => {
    const res = await get('/celebrities?category=Sports');
    expect(res.statusCode).toBe(200);
    expect(cardNames(res.body)).toEqual(['Kabir Singh']);
    expect(rootOf(res.body).replaceAll('<!-- -->', '')).toContain('Showing 1 of 1');
    const data = pageDataOf(res.body);
    expect(data.listing?.filters).toEqual({ q: '', category: 'Sports', sort: 'featured' });
    // The same cards the API gives for the same filters.
    const api = (await t.app.inject({ method: 'GET', url: '/api/celebrities?category=Sports&limit=12' })).json<{
      data: unknown[];
    }>();
    expect(data.listing?.items).toEqual(api.data);
    // Rendered: its app starts on the visitor's first act, so no chunk is named on arrival.
    expect(res.body).not.toContain('rel="modulepreload"');

    const search = await get('/celebrities?q=dance&sort=price-asc');
    expect(cardNames(search.body)).toEqual(['Riya Desai']);
    // The search box shows the search, as the browser's first render will.
    expect(rootOf(search.body)).toMatch(/<input[^>]*name="q"[^>]*value="dance"/);
  });

  it('is one cache entry per normalised query: the order, campaigns, blanks and defaults change nothing', async () => {
    await t.app.catalogueCache.invalidate();
    const first = await get('/celebrities?category=Sports&city=Pune');
    expect(cardNames(first.body)).toEqual(['Kabir Singh']);
    for (const url of [
      '/celebrities?city=Pune&category=Sports',
      '/celebrities?utm_source=ads&city=Pune&category=Sports&gclid=x',
      // What the filter form sends before the app has started.
      '/celebrities/?q=&category=Sports&city=Pune&available=&price=&sort=featured',
    ]) {
      const again = await get(url);
      expect(again.body, url).toBe(first.body);
      expect(again.headers.etag, url).toBe(first.headers.etag);
    }
    expect(t.app.catalogueCache.stats().entries).toBe(1);
    // The default order and empty fields are the plain listing, and its entry.
    const plain = await get('/celebrities');
    expect((await get('/celebrities?sort=featured&q=&category=All')).headers.etag).toBe(plain.headers.etag);
    expect(t.app.catalogueCache.stats().entries).toBe(2);
  });

  it('shows what the app would for filters it cannot read, and never fails', async () => {
    const plain = await get('/celebrities');
    // Choices the listing cannot read are its defaults (its dropdowns show them so): the plain page.
    const unreadable = await get('/celebrities?category=Astronauts&price=free&sort=newest&available=2031-02-30');
    expect(unreadable.statusCode).toBe(200);
    expect(unreadable.headers.etag).toBe(plain.headers.etag);
    // Filters the API refuses (a search longer than it takes, a city of two lines): the browser
    // draws the page and shows the failure, as after such a search.
    for (const query of [`q=${'a'.repeat(101)}`, 'city=Pune%0AGoa']) {
      const refused = await get(`/celebrities?${query}`);
      expect(refused.statusCode, query).toBe(200);
      expect(rootOf(refused.body), query).toBe('');
      expect(pageDataOf(refused.body).listing, query).toBeUndefined();
      expect((await t.app.inject({ method: 'GET', url: `/api/celebrities?${query}` })).statusCode, query).toBe(400);
    }
  });

  it('is canonical as a category or city page, and a search is kept out of the index', async () => {
    const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    const noindex = (html: string) => html.includes('<meta name="robots" content="noindex" />');
    const category = (await get('/celebrities?utm_source=ads&city=Pune&category=Sports')).body;
    expect(canonical(category)).toBe('https://starline.example/celebrities?category=Sports&#38;city=Pune');
    expect(noindex(category)).toBe(false);
    const byPrice = (await get('/celebrities?category=Sports&price=on-demand')).body;
    expect(canonical(byPrice)).toBe('https://starline.example/celebrities');
    expect(noindex(byPrice)).toBe(false);
    const search = (await get('/celebrities?q=dance')).body;
    expect(noindex(search)).toBe(true);
    expect(canonical(search)).toBe('https://starline.example/celebrities');
  });

  it('shows a catalogue write on the next load of every filtered page', async () => {
    const before = await get('/celebrities?category=Sports');
    expect(cardNames(before.body)).toEqual(['Kabir Singh']);
    const published = await t.app.inject({
      method: 'POST',
      url: `/api/celebrities/${sportsDraftId}/publish`,
      headers: admin.headers,
    });
    expect(published.statusCode).toBe(200);
    const after = await get('/celebrities?category=Sports');
    expect(cardNames(after.body).sort()).toEqual(['Kabir Singh', 'Vikram Rathore']);
    await t.app.inject({ method: 'POST', url: `/api/celebrities/${sportsDraftId}/unpublish`, headers: admin.headers });
  });

  it('keeps at most QUERY_PAGES_MAX filtered pages, so made-up searches cannot grow the cache or push out the rest', async () => {
    await t.app.catalogueCache.invalidate();
    const plain = await get('/celebrities');
    const first = await get('/celebrities?q=made-up-0');
    for (let i = 1; i <= QUERY_PAGES_MAX + 5; i += 1) await get(`/celebrities?q=made-up-${i}`);
    // The plain page and the newest QUERY_PAGES_MAX searches.
    expect(t.app.catalogueCache.stats().entries).toBe(QUERY_PAGES_MAX + 1);
    const { misses } = t.app.catalogueCache.stats();
    expect((await get('/celebrities')).headers.etag).toBe(plain.headers.etag);
    expect(t.app.catalogueCache.stats().misses).toBe(misses);
    // The oldest search went: made again.
    expect((await get('/celebrities?q=made-up-0')).body).toBe(first.body);
    expect(t.app.catalogueCache.stats().misses).toBe(misses + 1);
  }, 120_000);
});

/*
 * `?page=N` (decision 0046): the first N batches of the listing with the same filters, rendered,
 * with "Load more" as a link to the next page's address, so the list pages on without the app.
 */
describe('a listing with a page', () => {
  const COUNT = LISTING_BATCH_SIZE * 2 + 2;
  const names = Array.from({ length: COUNT }, (_, index) => `Influencer ${String(index + 1).padStart(2, '0')}`);

  beforeAll(async () => {
    for (const name of names) await insertCelebrity(t.db, { name, category: 'Influencers', specialties: ['Reels'] });
  }, 120_000);

  /** Where the "Load more" link points, decoded from the HTML; undefined without one. */
  function loadMoreHref(html: string): string | undefined {
    const href = /<a role="button" href="([^"]+)"[^>]*>(?:(?!<\/a>).)*Load more/s.exec(rootOf(html))?.[1];
    return href?.replaceAll('&amp;', '&');
  }

  it('shows the first N batches with the same filters, and links "Load more" to the next page', async () => {
    const first = await get('/celebrities?category=Influencers&sort=name');
    expect(cardNames(first.body)).toEqual(names.slice(0, LISTING_BATCH_SIZE));
    expect(loadMoreHref(first.body)).toBe('/celebrities?category=Influencers&sort=name&page=2');

    const second = await get('/celebrities?category=Influencers&sort=name&page=2');
    expect(second.statusCode).toBe(200);
    expect(cardNames(second.body)).toEqual(names.slice(0, LISTING_BATCH_SIZE * 2));
    expect(rootOf(second.body).replaceAll('<!-- -->', '')).toContain(`Showing ${LISTING_BATCH_SIZE * 2} of ${COUNT}`);
    expect(loadMoreHref(second.body)).toBe('/celebrities?category=Influencers&sort=name&page=3');
    // The browser gets the same cards as one list, as the API lists them from offset 0.
    const data = pageDataOf(second.body);
    expect(data.listing?.filters).toEqual({ q: '', category: 'Influencers', sort: 'name' });
    const api = await t.app.inject({
      method: 'GET',
      url: `/api/celebrities?category=Influencers&sort=name&limit=${LISTING_BATCH_SIZE * 2}`,
    });
    expect(data.listing?.items).toEqual(api.json<{ data: unknown[] }>().data);
    // Rendered like the first page: no chunk named on arrival.
    expect(second.body).not.toContain('rel="modulepreload"');

    // The last page: every card, nothing more to load.
    const last = await get('/celebrities?category=Influencers&sort=name&page=3');
    expect(cardNames(last.body)).toEqual(names);
    expect(loadMoreHref(last.body)).toBeUndefined();
  });

  it('is one cache entry per page: 1 and the unreadable are the first page, and the largest is bounded', async () => {
    await t.app.catalogueCache.invalidate();
    const plain = await get('/celebrities?category=Influencers');
    for (const page of ['1', '0', 'abc', '', '-1', '2.5']) {
      const again = await get(`/celebrities?category=Influencers&page=${page}`);
      expect(again.headers.etag, page).toBe(plain.headers.etag);
    }
    expect(t.app.catalogueCache.stats().entries).toBe(1);
    const second = await get('/celebrities?page=2&category=Influencers');
    expect((await get('/celebrities?utm_source=ads&category=Influencers&page=2')).headers.etag).toBe(
      second.headers.etag,
    );
    expect(t.app.catalogueCache.stats().entries).toBe(2);
    const most = await get(`/celebrities?category=Influencers&page=${LISTING_PAGES_MAX}`);
    expect((await get('/celebrities?category=Influencers&page=99999')).headers.etag).toBe(most.headers.etag);
    expect(t.app.catalogueCache.stats().entries).toBe(3);
    expect(cardNames(most.body)).toHaveLength(COUNT);
  });

  it('is canonical as the listing without the page, and indexed or not as that listing is', async () => {
    const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    const second = (await get('/celebrities?category=Influencers&page=2')).body;
    expect(canonical(second)).toBe('https://starline.example/celebrities?category=Influencers');
    expect(second).not.toContain('<meta name="robots" content="noindex" />');
    const search = (await get('/celebrities?q=Influencer&page=2')).body;
    expect(cardNames(search)).toHaveLength(LISTING_BATCH_SIZE * 2);
    expect(search).toContain('<meta name="robots" content="noindex" />');
  });
});
