import { describe, expect, it } from 'vitest';
import { legalPages } from './site-tables.js';
import { createTestApp, startSecondInstance } from '#server/test/test-app';
import { useSignedInApp } from '#server/test/signed-in-app';

/** The legal pages' calls (docs/api.md): the public read through the catalogue cache, the admins' list and save. */
const t = useSignedInApp({ admin: { name: 'Asha Rao' } });

const read = (slug: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/legal/${slug}`, headers });

const save = (slug: string, payload: unknown, headers: Record<string, string> = t.admin.headers) =>
  t.app.inject({ method: 'PUT', url: `/api/legal/${slug}`, headers, payload: payload as Record<string, unknown> });

const paths = (body: { errors?: { path: string }[] }) => (body.errors ?? []).map((error) => error.path);

describe('GET /api/legal/:slug', () => {
  it.each([
    ['privacy', 'Privacy Policy', /Digital Personal Data Protection Act, 2023/],
    ['terms', 'Terms of Service', /These terms apply when you use the Starline Talent website/],
  ])('answers the %s page with its starting text, to anyone', async (slug, title, text) => {
    const res = await read(slug);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      data: { slug, title, markdown: expect.stringMatching(text), updatedAt: expect.any(String) },
    });
    expect(new Date(body.data.updatedAt).getTime()).not.toBeNaN();
    // Who saved it is the admins' business: the public answer never names them.
    expect(body.data).not.toHaveProperty('updatedByName');
  });

  it('states what the inquiry form collects, why, how long it is kept and the DPDP rights', async () => {
    const markdown = (await read('privacy')).json().data.markdown as string;
    for (const words of ['name', 'e-mail address', 'phone number', 'details of your event']) {
      expect(markdown).toContain(words);
    }
    for (const heading of ['## Why we use it', '## How long we keep it', '## Your rights under the DPDP Act']) {
      expect(markdown).toContain(heading);
    }
    for (const right of ['**Access**', '**Correction**', '**Erasure**', '**Grievance redressal**']) {
      expect(markdown).toContain(right);
    }
    expect(markdown).toContain('## Grievance contact');
  });

  it('is served from the cache with an ETag, and 304 when it has not changed', async () => {
    const first = await read('terms');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const again = await read('terms', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers 404 for a page that does not exist', async () => {
    for (const slug of ['cookies', 'PRIVACY', '..%2Fprivacy']) {
      const res = await read(slug);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Page not found' });
    }
  });
});

describe('GET /api/legal', () => {
  it('lists both pages with who saved them last, for admins, never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/legal', headers: t.admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const pages = res.json().data as { slug: string; updatedByName: string | null }[];
    expect(pages.map((page) => page.slug).sort()).toEqual(['privacy', 'terms']);
    for (const page of pages) expect(page).toHaveProperty('updatedByName');
  });

  it('answers 401 signed out and 403 to staff', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/legal' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['www-authenticate']).toBe('Bearer');
    const staff = await t.app.inject({ method: 'GET', url: '/api/legal', headers: t.staff.headers });
    expect(staff.statusCode).toBe(403);
    expect(staff.json()).toEqual({ success: false, message: 'You do not have permission to do this' });
  });
});

describe('PUT /api/legal/:slug', () => {
  const valid = { title: 'Privacy Notice', markdown: '## Who we are\n\nStarline Talent, Navi Mumbai.' };

  it('answers 401 signed out, even with an invalid body, and 403 to staff, changing nothing', async () => {
    const before = (await read('privacy')).json().data;
    const anonymous = await save('privacy', { junk: true }, {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ success: false, message: 'Please sign in to continue' });
    const staff = await save('privacy', valid, t.staff.headers);
    expect(staff.statusCode).toBe(403);
    expect(staff.json()).toEqual({ success: false, message: 'You do not have permission to do this' });
    expect((await read('privacy')).json().data).toEqual(before);
  });

  it('saves the title and text with who saved them and when, and drops unknown fields', async () => {
    const before = Date.now();
    const res = await save('privacy', { ...valid, title: '  Privacy Notice  ', updatedByName: 'Mallory', slug: 'x' });
    expect(res.statusCode).toBe(200);
    const saved = res.json().data;
    expect(saved).toEqual({
      slug: 'privacy',
      title: 'Privacy Notice',
      markdown: valid.markdown,
      updatedAt: expect.any(String),
      updatedByName: 'Asha Rao',
    });
    expect(new Date(saved.updatedAt).getTime()).toBeGreaterThanOrEqual(before - 5_000);

    const [row] = (await t.db.select().from(legalPages)).filter((page) => page.slug === 'privacy');
    expect(row).toMatchObject({ title: 'Privacy Notice', updatedById: t.admin.id, updatedByName: 'Asha Rao' });

    const listed = await t.app.inject({ method: 'GET', url: '/api/legal', headers: t.admin.headers });
    expect(listed.json().data).toContainEqual(saved);
  });

  it('clears the cache: the next public read shows the new text, with a new ETag', async () => {
    const cached = await read('terms');
    const etag = String(cached.headers.etag);
    expect((await read('terms', { 'if-none-match': etag })).statusCode).toBe(304);

    const text = `## Bookings\n\nUpdated at ${Date.now()}.`;
    expect((await save('terms', { title: 'Terms of Service', markdown: text })).statusCode).toBe(200);

    const fresh = await read('terms', { 'if-none-match': etag });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().data.markdown).toBe(text);
    expect(fresh.headers.etag).not.toBe(etag);
  });

  it('keeps Markdown as written, raw HTML included: the page renders it as text', async () => {
    const markdown = '  Indented start\n\n<script>alert("x")</script>\n\n[bad](javascript:alert(1))\r\n';
    const res = await save('terms', { title: 'Terms of Service', markdown });
    expect(res.statusCode).toBe(200);
    expect((await read('terms')).json().data.markdown).toBe(markdown);
  });

  it('takes a text of 50,000 characters, beyond the 100 KB of other JSON bodies', async () => {
    // Devanagari: three bytes a letter, so about 150 KB.
    const markdown = 'क'.repeat(50_000);
    const res = await save('privacy', { title: 'गोपनीयता नीति', markdown });
    expect(res.statusCode).toBe(200);
    expect((await read('privacy')).json().data.markdown).toHaveLength(50_000);
  });

  it.each([
    ['title', { markdown: 'Text' }, 'Title is required'],
    ['title', { title: '   ', markdown: 'Text' }, 'Title is required'],
    ['title', { title: 'x'.repeat(121), markdown: 'Text' }, 'Title must be at most 120 characters'],
    [
      'title',
      { title: 'Bad\u0000Title', markdown: 'Text' },
      'Title cannot contain line breaks, tabs or other control characters',
    ],
    ['title', { title: 42, markdown: 'Text' }, undefined],
    ['markdown', { title: 'Terms' }, 'Text is required'],
    ['markdown', { title: 'Terms', markdown: '' }, 'Text is required'],
    ['markdown', { title: 'Terms', markdown: ' \n\t ' }, 'Text is required'],
    ['markdown', { title: 'Terms', markdown: 'x'.repeat(50_001) }, 'Text must be at most 50,000 characters'],
    ['markdown', { title: 'Terms', markdown: 'Nul\u0000here' }, 'Text contains an invalid character'],
  ])('refuses a bad %s with 400 and its path', async (path, payload, message) => {
    const before = (await read('terms')).json().data;
    const res = await save('terms', payload);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(paths(body)).toEqual([path]);
    if (message) expect(body.errors[0].message).toBe(message);
    expect((await read('terms')).json().data).toEqual(before);
  });

  it('names both fields when both are wrong', async () => {
    const res = await save('terms', { title: '', markdown: '' });
    expect(res.statusCode).toBe(400);
    expect(paths(res.json()).sort()).toEqual(['markdown', 'title']);
  });

  it('refuses a body that is not a JSON object, and one over 256 KB', async () => {
    expect((await save('terms', 'just text')).statusCode).toBe(415);
    const notObject = await t.app.inject({
      method: 'PUT',
      url: '/api/legal/terms',
      headers: { ...t.admin.headers, 'content-type': 'application/json' },
      payload: '"just text"',
    });
    expect(notObject.statusCode).toBe(400);
    const huge = await save('terms', { title: 'Terms', markdown: 'x'.repeat(300 * 1024) });
    expect(huge.statusCode).toBe(413);
  });

  it('answers 404 for a page that does not exist', async () => {
    const res = await save('cookies', valid);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Page not found' });
  });

  it('creates a page whose row is missing', async () => {
    // Behind the API's back, so the cache is cleared by hand, as any such write must.
    await t.db.delete(legalPages);
    await t.app.catalogueCache.invalidate();
    expect((await read('terms')).statusCode).toBe(404);
    const res = await save('terms', { title: 'Terms', markdown: 'Back again.' });
    expect(res.statusCode).toBe(200);
    expect((await read('terms')).json().data).toMatchObject({ title: 'Terms', markdown: 'Back again.' });
  });
});

/** Two instances on one PostgreSQL database: a save on one shows on the other's next read. */
describe.runIf(process.env.TEST_DB === 'postgres')('on two instances', () => {
  it("clears the other instance's cached page through NOTIFY", async () => {
    const first = await createTestApp();
    const second = await startSecondInstance(first);
    try {
      const admin = await first.createUser('admin');
      const readOnSecond = async () =>
        (await second.inject({ method: 'GET', url: '/api/legal/privacy' })).json().data.markdown as string;
      const original = await readOnSecond();
      const text = `Changed on the first instance at ${Date.now()}.`;
      const saved = await first.app.inject({
        method: 'PUT',
        url: '/api/legal/privacy',
        headers: admin.headers,
        payload: { title: 'Privacy Policy', markdown: text },
      });
      expect(saved.statusCode).toBe(200);
      expect(original).not.toBe(text);
      await expect.poll(readOnSecond, { timeout: 3000, interval: 25 }).toBe(text);
    } finally {
      await second.close();
      await first.close();
    }
  });
});
