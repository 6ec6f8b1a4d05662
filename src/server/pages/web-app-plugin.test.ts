import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageData } from '#shared/schemas/page-data';
import { DEFAULT_SITE_CONTENT } from '#shared/site-content-defaults';
import { celebrities } from '#server/celebrities/celebrities-tables';
import { insertCelebrity } from '#server/test/rows';
import { createTestApp, type TestApp } from '#server/test/test-app';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>Starline Talent | Celebrity Management &amp; Influencer Services</title>
    <meta
      name="description"
      content="default"
    />
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

let t: TestApp;
let buildDir: string;
let webDir: string;
let celebrityId: string;
/** Its profile's address: `/celebrity/aarav-mehta`. */
const SLUG = 'aarav-mehta';

beforeAll(async () => {
  buildDir = await mkdtemp(path.join(os.tmpdir(), 'agency-web-'));
  webDir = path.join(buildDir, 'web');
  await mkdir(path.join(webDir, 'assets'), { recursive: true });
  // A stand-in for the app's server-side build: it echoes the data it was given.
  await mkdir(path.join(buildDir, 'server-render'));
  await writeFile(
    path.join(buildDir, 'server-render', 'server-render.js'),
    [
      'export async function renderPage(url, data) { return `<main data-url="${url}"><h1>${data.celebrity?.name ?? data.listing?.total ?? data.site?.contact.phones[0].number}</h1></main>`; }',
      // The admin panel's shell for a screen, by its name in the page table.
      'export function renderAdminShell(page) { return `<header>Admin shell of ${page}</header>`; }',
    ].join('\n'),
  );
  await writeFile(path.join(webDir, 'index.html'), TEMPLATE);
  await writeFile(path.join(webDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  // A file the build compressed (scripts/precompress-assets.mjs): each twin says which one it is.
  await writeFile(path.join(webDir, 'assets', 'app-def456.js'), `// raw\n${'x'.repeat(4000)}`);
  await writeFile(path.join(webDir, 'assets', 'app-def456.js.br'), brotliCompressSync('// from the .br twin'));
  await writeFile(path.join(webDir, 'assets', 'app-def456.js.gz'), gzipSync('// from the .gz twin'));
  await mkdir(path.join(webDir, '.vite'));
  await writeFile(
    path.join(webDir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-abc123.js', isEntry: true },
      'src/web/start-app.tsx': { file: 'assets/start-app-0.js', imports: ['_shared-3.js'] },
      'src/web/components/layout/public-layout.tsx': { file: 'assets/public-layout-1.js', imports: ['index.html'] },
      'src/web/features/public/home/home-page.tsx': { file: 'assets/home-page-2.js', imports: ['_shared-3.js'] },
      'src/web/admin-routes.tsx': { file: 'assets/admin-routes-4.js', imports: ['src/web/start-app.tsx'] },
      'src/web/app/admin/inquiry-page.tsx': { file: 'assets/inquiry-page-5.js', imports: ['src/web/admin-routes.tsx'] },
      '_shared-3.js': { file: 'assets/shared-3.js' },
    }),
  );
  await writeFile(path.join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ webDir, siteUrl: 'https://starline.example' });
  celebrityId = (
    await insertCelebrity(t.db, { name: 'Aarav Mehta', category: 'Bollywood', slug: SLUG, featuredPosition: 1 })
  ).id;
});
afterAll(async () => {
  await t.close();
  await rm(buildDir, { recursive: true, force: true });
});

/** The page data block of a page's HTML. */
function pageDataOf(html: string): PageData {
  const block = /<script type="application\/json" id="initial-data">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}';
  return JSON.parse(block) as PageData;
}

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('pages', () => {
  it('serves Home with its title, canonical URL and the agency as Organization', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<link rel="canonical" href="https://starline.example/" />');
    expect(res.body).toMatch(
      /<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org","@type":"Organization"/,
    );
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
    // Its featured celebrities come with it, as the API answers them, so it is whole without the app.
    const featured = await get('/api/celebrities/featured?limit=3');
    expect(pageDataOf(res.body).featured?.map((celebrity) => celebrity.name)).toEqual(['Aarav Mehta']);
    expect(pageDataOf(res.body).featured).toEqual(featured.json().data);
  });

  it("renders an agency page with the agency's content, also when the URL carries a campaign's parameters", async () => {
    const plain = await get('/services');
    expect(plain.body).toContain('<div id="root"><main data-url="/services"><h1>+91 22 4890 1234</h1></main></div>');
    expect(plain.body).toContain('<title>Our Services | Starline Talent</title>');
    expect(pageDataOf(plain.body).site?.contact.phones[0]?.number).toBe('+91 22 4890 1234');
    // Parameters the page does not read (a campaign's, a referrer's, an ad click's) change nothing:
    // the same page, rendered by the server, from the same cache entry (the same ETag).
    for (const query of ['?ref=mail', '?utm_source=newsletter&utm_medium=email&utm_campaign=diwali', '?gclid=Cj0KCQ']) {
      const campaign = await get(`/services${query}`);
      expect(campaign.statusCode).toBe(200);
      expect(campaign.body).toBe(plain.body);
      expect(campaign.headers.etag).toBe(plain.headers.etag);
    }
    // Dot folders of the build are never served as files.
    expect((await get('/.vite/manifest.json')).statusCode).toBe(404);
  });

  it("renders a celebrity's page on the server and hands the browser the same data", async () => {
    const res = await get(`/celebrity/${SLUG}`);
    expect(res.body).toContain(`<div id="root"><main data-url="/celebrity/${SLUG}"><h1>Aarav Mehta</h1></main></div>`);
    // The page's data by name, in the API's shape: which query it fills is the browser's business.
    const data = pageDataOf(res.body);
    expect(Object.keys(data)).toEqual(['celebrity', 'site']);
    expect(data.celebrity).toMatchObject({ _id: celebrityId, name: 'Aarav Mehta' });
    // A campaign's parameters leave it as it is, rendered.
    const fromCampaign = (await get(`/celebrity/${SLUG}?utm_source=instagram&utm_campaign=wedding-season`)).body;
    expect(fromCampaign).toBe(res.body);
    // A missing celebrity is not rendered: the browser says what is missing.
    const missing = await get('/celebrity/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root"></div>');
    expect(Object.keys(pageDataOf(missing.body))).toEqual(['site']);
  });

  it("renders the listing's first page on the server and hands the browser the same page", async () => {
    const res = await get('/celebrities');
    const data = pageDataOf(res.body);
    expect(Object.keys(data)).toEqual(['listing', 'site']);
    expect(data.listing?.items.map((item) => item.name)).toContain('Aarav Mehta');
    // The test catalogue fits on one page: the total is what the page holds.
    expect(data.listing?.total).toBe(data.listing?.items.length);
    // The render was given the same data.
    expect(res.body).toContain(`<h1>${data.listing?.total}</h1>`);
    // A filtered listing is rendered too, with its filters in the address the render is given
    // (web-app-listing.test.ts renders real cards); a campaign's parameters change nothing.
    const filtered = (await get('/celebrities?utm_source=ads&sort=name&category=Sports')).body;
    expect(filtered).toContain('<main data-url="/celebrities?category=Sports&sort=name"><h1>0</h1></main>');
    expect(pageDataOf(filtered).listing?.filters).toEqual({ q: '', category: 'Sports', sort: 'name' });
    expect((await get('/celebrities?category=Sports&sort=name')).body).toBe(filtered);
    expect((await get('/celebrities?utm_source=ads&fbclid=IwAR0')).body).toBe(res.body);
  });

  it("names a page's chunks for preloading when the browser draws it, and none when the server rendered it", async () => {
    const preloaded = (body: string) =>
      [...body.matchAll(/<link rel="modulepreload" crossorigin(?: fetchpriority="low")? href="([^"]+)" \/>/g)].map(
        (m) => m[1],
      );
    // Home arrives rendered; its app starts on the visitor's first act, which fetches the chunks.
    const home = (await get('/')).body;
    expect(preloaded(home)).toEqual([]);
    expect(home).not.toMatch(/rel="(prefetch|preload)"[^>]*\.js/);
    // A listing whose search the API refuses (longer than it takes) is drawn by the browser,
    // which starts the app at once: its chunks come alongside the entry, the app's start first.
    const refused = (await get(`/celebrities?q=${'a'.repeat(101)}`)).body;
    expect(refused).toContain('<div id="root"></div>');
    expect(preloaded(refused)).toEqual(['/assets/start-app-0.js', '/assets/shared-3.js', '/assets/public-layout-1.js']);
    // An admin screen: the same start, the admin routes' chunk and the screen's own, no public page's.
    const admin = (await get('/admin/inquiries/4f0c0a2e-0000-4000-8000-000000000001')).body;
    expect(preloaded(admin)).toEqual([
      '/assets/start-app-0.js',
      '/assets/shared-3.js',
      '/assets/admin-routes-4.js',
      '/assets/inquiry-page-5.js',
    ]);
    expect(admin).not.toContain('home-page');
    // After what the shell's first paint needs (decision 0052); a public page's at the usual priority.
    expect(admin).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/admin-routes-4.js" />',
    );
    expect(refused).not.toContain('fetchpriority');
  });

  it("draws an admin screen's shell beside the app's empty root, the same for every address of the screen", async () => {
    const first = await get('/admin/inquiries/4f0c0a2e-0000-4000-8000-000000000001');
    expect(first.statusCode).toBe(200);
    // Before any script: the app starts from the empty root and takes the shell's place (decision 0052).
    expect(first.body).toContain(
      '<div id="server-shell"><header>Admin shell of adminInquiry</header></div><div id="root"></div>',
    );
    // Nothing of the address nor of a visitor: the next inquiry's page is the same bytes.
    expect(first.body).not.toContain('4f0c0a2e');
    const second = await get('/admin/inquiries/4f0c0a2e-0000-4000-8000-000000000002');
    expect(second.body).toBe(first.body);
    expect((await get('/admin/dashboard')).body).toContain('<header>Admin shell of adminDashboard</header>');
    // Public pages and the login page are as they were.
    expect((await get('/admin/login')).body).not.toContain('server-shell');
    expect((await get('/about')).body).not.toContain('server-shell');
  });

  it.each([
    ['/services', 'Our Services | Starline Talent'],
    ['/celebrities', 'Our Celebrities | Starline Talent'],
    ['/about', 'About Us | Starline Talent'],
    ['/contact', 'Contact Us | Starline Talent'],
  ])('gives %s its own title and description', async (url, title) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<title>${title}</title>`);
    expect(res.body).not.toContain('content="default"');
    expect(res.body).toContain(`<link rel="canonical" href="https://starline.example${url}" />`);
  });

  it("puts a celebrity's title, description, image and Person JSON-LD into the detail page", async () => {
    const res = await get(`/celebrity/${SLUG}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Aarav Mehta (Bollywood) | Starline Talent</title>');
    expect(res.body).toMatch(/<meta name="description" content="Bollywood · Mumbai, Maharashtra · ₹2,50,000\. /);
    expect(res.body).toContain(`<link rel="canonical" href="https://starline.example/celebrity/${SLUG}" />`);
    expect(res.body).toContain('<meta property="og:type" content="profile" />');
    expect(res.body).toContain('"@type":"Person","name":"Aarav Mehta"');
    expect(res.body).toContain(`"url":"https://starline.example/celebrity/${SLUG}"`);
    expect(res.body).toContain('<meta name="twitter:title" content="Aarav Mehta (Bollywood) | Starline Talent" />');
  });

  it("shows a save of the agency's contact details on the next page load, in the page and its JSON-LD", async () => {
    const cachedHome = await get('/');
    expect(cachedHome.body).toContain('"telephone":"+91 22 4890 1234"');
    await get('/about');
    const admin = await t.createUser('admin');
    const contact = {
      ...DEFAULT_SITE_CONTENT.contact,
      phones: [{ label: 'Bookings', number: '+91 80 4000 2000' }],
      emails: [{ label: '', address: 'bookings@starline.in' }],
    };
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/site/contact',
      headers: admin.headers,
      payload: contact,
    });
    expect(saved.statusCode).toBe(200);
    const home = (await get('/')).body;
    expect(home).toContain('"telephone":"+91 80 4000 2000"');
    expect(home).toContain('"email":"bookings@starline.in"');
    expect(home).toContain('"sameAs":["https://www.instagram.com/starlinetalent"');
    // Every public page was cached with the old details, and every one shows the new ones.
    const about = (await get('/about')).body;
    expect(about).toContain('<h1>+91 80 4000 2000</h1>');
    expect(pageDataOf(about).site?.contact.emails[0]?.address).toBe('bookings@starline.in');
    await t.app.inject({
      method: 'PUT',
      url: '/api/site/contact',
      headers: admin.headers,
      payload: DEFAULT_SITE_CONTENT.contact,
    });
  });

  it('shows a write on the very next page load', async () => {
    await get(`/celebrity/${SLUG}`);
    await t.db.update(celebrities).set({ name: 'Aarav Mehta Jr' }).where(eq(celebrities.id, celebrityId));
    await t.app.catalogueCache.invalidate();
    const res = await get(`/celebrity/${SLUG}`);
    expect(res.body).toContain('<title>Aarav Mehta Jr (Bollywood) | Starline Talent</title>');
  });

  it.each(['/celebrity/00000000-0000-4000-8000-000000000000', '/celebrity/not-an-id', '/no/such/page'])(
    'answers %s with 404, the app and noindex',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
    },
  );

  it('keeps admin pages out of search engines', async () => {
    const res = await get('/admin/dashboard');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
  });

  it('answers 304 to a page revalidation and compresses once', async () => {
    const first = await get('/about', { 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(first.rawPayload).toString()).toContain('<title>About Us | Starline Talent</title>');
    const again = await get('/about', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it("sends the build's compressed twin of a file as it is, and the file itself to a client that takes neither", async () => {
    const br = await get('/assets/app-def456.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('// from the .br twin');
    const gzip = await get('/assets/app-def456.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe('// from the .gz twin');
    const plain = await get('/assets/app-def456.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.startsWith('// raw')).toBe(true);
  });

  it('caches hashed assets for a year and index.html not at all', async () => {
    const asset = await get('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const favicon = await get('/favicon.svg');
    expect(favicon.headers['cache-control']).toBe('public, no-cache');
  });
});

describe('hostile Host headers and made-up paths', () => {
  const HOSTS = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };

  it('never puts the Host header into a link, whatever it says', async () => {
    for (const url of [
      '/',
      `/celebrity/${SLUG}`,
      `/celebrity/${celebrityId}`,
      '/robots.txt',
      '/sitemap.xml',
      '/admin/login',
    ]) {
      const res = await get(url, HOSTS);
      expect(res.body).not.toContain('evil.example');
    }
    const home = await get('/', HOSTS);
    expect(home.body).toContain('<link rel="canonical" href="https://starline.example/" />');
  });

  it('keeps one cached page per normalised path, whatever the host or trailing slashes', async () => {
    await t.app.catalogueCache.invalidate();
    for (let i = 0; i < 10; i += 1) {
      await get('/celebrities', { host: `random-${i}.example` });
      await get('/celebrities/', { host: `other-${i}.example` });
      await get('/celebrities//');
    }
    expect(t.app.catalogueCache.stats().entries).toBe(1);
  });

  it("answers every address of an admin screen from that screen's cached shell, so made-up admin URLs cannot fill the cache", async () => {
    await t.app.catalogueCache.invalidate();
    for (let i = 0; i < 20; i += 1) {
      const res = await get(`/admin/celebrities/edit/${i}-${Math.random()}`);
      expect(res.statusCode).toBe(200);
    }
    expect(t.app.catalogueCache.stats().entries).toBe(1);
    // One entry a screen of the page table, at most.
    await get('/admin/dashboard');
    await get('/admin/dashboard/');
    expect(t.app.catalogueCache.stats().entries).toBe(2);
  });

  it('answers made-up status links with 404, noindex, without a referrer, and caches none of them', async () => {
    await t.app.catalogueCache.invalidate();
    await t.app.rateLimits.inquiryStatusLookups.delete('127.0.0.1');
    for (let i = 0; i < 20; i += 1) {
      const res = await get(`/inquiry/${String(i).padStart(43, 'x')}`);
      expect(res.statusCode).toBe(404);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
      expect(res.body).toContain('<title>Your inquiry | Starline Talent</title>');
      expect(res.body).not.toContain('rel="canonical"');
    }
    // Each page is drawn from its own link (decision 0047): none is kept, and each counts as a lookup.
    expect(t.app.catalogueCache.stats().entries).toBe(0);
    expect((await t.app.rateLimits.inquiryStatusLookups.get('127.0.0.1'))?.consumedPoints).toBe(20);
    await t.app.rateLimits.inquiryStatusLookups.delete('127.0.0.1');
    // Other pages keep the site's usual policy.
    expect((await get('/services')).headers['referrer-policy']).not.toBe('no-referrer');
  });

  it('serves the password reset pages noindex, and the page of a link without a referrer', async () => {
    const forgot = await get('/admin/forgot-password');
    expect(forgot.statusCode).toBe(200);
    expect(forgot.body).toContain('<title>Forgot your password? | Starline Talent</title>');
    expect(forgot.body).toContain('<meta name="robots" content="noindex" />');
    const reset = await get(`/admin/reset-password?token=${'y'.repeat(43)}`);
    expect(reset.statusCode).toBe(200);
    expect(reset.headers['referrer-policy']).toBe('no-referrer');
    expect(reset.body).toContain('<title>Choose a new password | Starline Talent</title>');
    expect(reset.body).toContain('<meta name="robots" content="noindex" />');
    expect(reset.body).not.toContain('y'.repeat(43));
  });

  it('keeps no page for paths that are not pages', async () => {
    await t.app.catalogueCache.invalidate();
    for (let i = 0; i < 10; i += 1) expect((await get(`/no-such-page-${i}`)).statusCode).toBe(404);
    expect(t.app.catalogueCache.stats().entries).toBe(0);
  });

  it('answers /api and repeated slashes in front of it in JSON, never as a page', async () => {
    for (const url of ['/api', '//api/celebrities', '/api//celebrities', '//celebrities', '/uploads//x.webp']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Not found' });
    }
  });

  it('answers a method other than GET on a page with 405 and Allow', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/celebrities' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(res.json().success).toBe(false);
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('keeps crawlers out of the admin panel and points at the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Disallow: /admin');
    expect(res.body).toContain('Sitemap: https://starline.example/sitemap.xml');
  });

  it('lists every public page and every celebrity', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    for (const page of ['/', '/services', '/celebrities', '/about', '/contact']) {
      expect(res.body).toContain(`<loc>https://starline.example${page}</loc>`);
    }
    expect(res.body).toContain(`<loc>https://starline.example/celebrity/${SLUG}</loc><lastmod>`);
    expect(res.body).not.toContain(celebrityId);
    expect(res.body).not.toContain('/admin');
  });
});
