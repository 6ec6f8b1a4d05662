import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURED_MAX } from '#shared/constants/celebrities';
import type { Celebrity } from '#shared/schemas/celebrity';
import { auditEntries } from '#server/audit/audit-tables';
import { celebrities, celebrityFormerSlugs } from './celebrities-tables.js';
import { SERVER_MESSAGES } from '#server/lib/server-messages';
import { celebrityFields, inquiryBody, pngImage } from '#server/test/fixtures';
import { multipart } from '#server/test/multipart';
import { insertCelebrity } from '#server/test/rows';
import { createTestApp, type TestApp, type TestUser } from '#server/test/test-app';
import { postCelebrity } from '#server/test/post-celebrity';

/**
 * Issue 12, bullets 1–3: drafts (invisible on every public path until published), the featured
 * order staff choose, and readable profile addresses (slugs, with permanent redirects from ids
 * and former slugs).
 */

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>Starline Talent</title>
    <meta name="description" content="default" />
  </head>
  <body><div id="root"></div></body>
</html>`;

let t: TestApp;
let buildDir: string;
let staff: TestUser;
let admin: TestUser;

beforeAll(async () => {
  // A stand-in for the built app, so the page server answers profile pages.
  buildDir = await mkdtemp(path.join(os.tmpdir(), 'agency-catalogue-'));
  const webDir = path.join(buildDir, 'web');
  await mkdir(webDir, { recursive: true });
  await mkdir(path.join(buildDir, 'server-render'));
  await writeFile(
    path.join(buildDir, 'server-render', 'server-render.js'),
    'export async function renderPage(url, data) { return `<main data-url="${url}">${data.celebrity?.name ?? ""}</main>`; }',
  );
  await writeFile(path.join(webDir, 'index.html'), TEMPLATE);
  t = await createTestApp({ webDir, siteUrl: 'https://starline.example', inquiryMaxPerHour: 1000 });
  staff = await t.createUser('staff', { name: 'Rohan Staff' });
  admin = await t.createUser('admin');
});
afterAll(async () => {
  await t.close();
  await rm(buildDir, { recursive: true, force: true });
});

const get = (url: string, user?: TestUser) =>
  t.app.inject({ method: 'GET', url, ...(user ? { headers: user.headers } : {}) });

const post = (url: string, user?: TestUser) =>
  t.app.inject({ method: 'POST', url, ...(user ? { headers: user.headers } : {}) });

/** As staff unless said otherwise; `null`: signed out. */
function putFeatured(ids: unknown, user: TestUser | null = staff) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/celebrities/featured',
    payload: { ids },
    ...(user ? { headers: user.headers } : {}),
  });
}

/** POST /api/celebrities as staff: a new celebrity (a draft). */
async function createViaApi(fields: Record<string, string> = {}) {
  return postCelebrity(t.app, staff.headers, fields, await pngImage(40, 50));
}

async function createDraft(fields: Record<string, string> = {}): Promise<Celebrity> {
  const res = await createViaApi(fields);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Celebrity;
}

/** PUT /api/celebrities/:id as staff, from the version the record has now. */
async function edit(id: string, fields: Record<string, string>) {
  const current = (await get(`/api/celebrities/${id}?status=all`, staff)).json().data as Celebrity;
  const body = multipart({ ...celebrityFields({ name: current.name }), version: String(current.version), ...fields });
  return t.app.inject({
    method: 'PUT',
    url: `/api/celebrities/${id}`,
    headers: { ...body.headers, ...staff.headers },
    payload: body.payload,
  });
}

async function listedIds(query = ''): Promise<string[]> {
  const res = await get(`/api/celebrities?limit=100${query}`);
  expect(res.statusCode).toBe(200);
  return (res.json().data as Celebrity[]).map((celebrity) => celebrity._id);
}

async function featuredIds(url = '/api/celebrities/featured', user?: TestUser): Promise<string[]> {
  const res = await get(url, user);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as Celebrity[]).map((celebrity) => celebrity._id);
}

async function auditOf(subjectId: string) {
  return t.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.kind, 'celebrity'), eq(auditEntries.subjectId, subjectId)))
    .orderBy(auditEntries.createdAt);
}

describe('drafts', () => {
  it('a new celebrity is a draft, missing on every public path, and staff see and preview it', async () => {
    const draft = await createDraft({ name: 'Hidden Star' });
    expect(draft).toMatchObject({ status: 'draft', publishedAt: null, featuredPosition: null, slug: 'hidden-star' });
    // Featured already: it must still not reach Home while a draft.
    await t.db.update(celebrities).set({ featuredPosition: 1 }).where(eq(celebrities.id, draft._id));
    await t.app.catalogueCache.invalidate();

    // The public API, by id and by slug: a 404 exactly like a missing one.
    for (const address of [draft._id, draft.slug]) {
      const res = await get(`/api/celebrities/${address}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Celebrity not found' });
    }
    // The public listing, whatever it searches, and Home's featured.
    expect(await listedIds()).not.toContain(draft._id);
    expect(await listedIds('&q=hidden')).toEqual([]);
    expect(await featuredIds()).not.toContain(draft._id);
    // The profile page (by slug and by id): 404, noindex, no data, no JSON-LD.
    for (const address of [draft.slug, draft._id]) {
      const page = await get(`/celebrity/${address}`);
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('<meta name="robots" content="noindex" />');
      expect(page.body).not.toContain('Hidden Star');
      expect(page.body).not.toContain('application/ld+json');
    }
    // The sitemap.
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.body).not.toContain(draft.slug);
    expect(sitemap.body).not.toContain(draft._id);
    // The inquiry form: as for a missing celebrity, and nothing stored.
    const inquiry = await t.app.inject({ method: 'POST', url: '/api/inquiries', payload: inquiryBody(draft._id) });
    expect(inquiry.statusCode).toBe(400);
    expect(inquiry.json()).toMatchObject({
      message: 'Celebrity not found',
      errors: [{ path: 'celebrity', message: 'Celebrity not found' }],
    });

    // Staff: the admin list (status=all or draft) and the preview, never cached.
    const adminList = await get('/api/celebrities?status=all&match=name-category&q=hidden', staff);
    expect(adminList.statusCode).toBe(200);
    expect(adminList.headers['cache-control']).toBe('no-store');
    expect((adminList.json().data as Celebrity[]).map((c) => c._id)).toEqual([draft._id]);
    expect((await get('/api/celebrities?status=draft&limit=100', staff)).json().data).toContainEqual(
      expect.objectContaining({ _id: draft._id }),
    );
    expect(
      (await get('/api/celebrities?status=published&limit=100', staff)).json().data as Celebrity[],
    ).not.toContainEqual(expect.objectContaining({ _id: draft._id }));
    const preview = await get(`/api/celebrities/${draft._id}?status=all`, staff);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['cache-control']).toBe('no-store');
    expect(preview.json().data).toMatchObject({ _id: draft._id, status: 'draft' });
    expect(await featuredIds('/api/celebrities/featured?status=all', staff)).toContain(draft._id);
    // The admin panel's shell answers every admin path, the view page included.
    expect((await get(`/admin/celebrities/view/${draft._id}`)).statusCode).toBe(200);

    await t.db.update(celebrities).set({ featuredPosition: null }).where(eq(celebrities.id, draft._id));
  });

  it('lets only staff ask for drafts: a status without a session is 401, an unknown one 400', async () => {
    for (const url of [
      '/api/celebrities?status=all',
      '/api/celebrities?status=draft',
      '/api/celebrities?status=published',
      '/api/celebrities/featured?status=all',
      '/api/celebrities/00000000-0000-4000-8000-000000000000?status=all',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
    }
    for (const user of [staff, admin]) {
      expect((await get('/api/celebrities?status=all', user)).statusCode).toBe(200);
    }
    const bad = await get('/api/celebrities?status=hidden', staff);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('status');
  });

  it('publishes and unpublishes with one action each (staff and admin), seen on the very next read', async () => {
    const draft = await createDraft({ name: 'Going Public' });
    // Warm the caches with the miss and the list without it.
    expect((await get(`/api/celebrities/${draft.slug}`)).statusCode).toBe(404);
    expect(await listedIds()).not.toContain(draft._id);

    for (const url of [`/api/celebrities/${draft._id}/publish`, `/api/celebrities/${draft._id}/unpublish`]) {
      const anonymous = await post(url);
      expect(anonymous.statusCode).toBe(401);
    }

    const published = await post(`/api/celebrities/${draft._id}/publish`, staff);
    expect(published.statusCode).toBe(200);
    const record = published.json().data as Celebrity;
    expect(record.status).toBe('published');
    expect(Date.parse(record.publishedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    // The edit version does not move: an editor open elsewhere can still save.
    expect(record.version).toBe(draft.version);

    expect((await get(`/api/celebrities/${draft.slug}`)).statusCode).toBe(200);
    expect(await listedIds()).toContain(draft._id);
    const page = await get(`/celebrity/${draft.slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('"@type":"Person","name":"Going Public"');
    expect((await get('/sitemap.xml')).body).toContain(`<loc>https://starline.example/celebrity/${draft.slug}</loc>`);
    const inquiry = await t.app.inject({ method: 'POST', url: '/api/inquiries', payload: inquiryBody(draft._id) });
    expect(inquiry.statusCode).toBe(201);

    // Publishing again changes nothing.
    const again = await post(`/api/celebrities/${draft._id}/publish`, admin);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.publishedAt).toBe(record.publishedAt);

    const unpublished = await post(`/api/celebrities/${draft._id}/unpublish`, admin);
    expect(unpublished.statusCode).toBe(200);
    expect(unpublished.json().data).toMatchObject({ status: 'draft', publishedAt: null });
    expect((await get(`/api/celebrities/${draft.slug}`)).statusCode).toBe(404);
    expect(await listedIds()).not.toContain(draft._id);
    expect((await get(`/celebrity/${draft.slug}`)).statusCode).toBe(404);
    expect((await get('/sitemap.xml')).body).not.toContain(draft.slug);

    // Each change is in the audit log, with who, and the record before and after.
    const entries = await auditOf(draft._id);
    expect(entries.map((entry) => entry.action)).toEqual(['created', 'published', 'unpublished']);
    expect(entries[1]).toMatchObject({ actorId: staff.id, actorName: 'Rohan Staff', subjectLabel: 'Going Public' });
    expect(entries[1]?.before).toMatchObject({ status: 'draft' });
    expect(entries[1]?.after).toMatchObject({ status: 'published' });
  });

  it('answers 404 for an unknown celebrity and 400 for a malformed id on publish', async () => {
    const unknown = await post('/api/celebrities/00000000-0000-4000-8000-000000000000/publish', staff);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Celebrity not found');
    expect((await post('/api/celebrities/meera-kapoor/publish', staff)).statusCode).toBe(400);
  });

  it('records creation, edits and deletion in the audit log, in the same transaction', async () => {
    const draft = await createDraft({ name: 'Audited Star' });
    expect((await edit(draft._id, { name: 'Audited Star', location: 'Pune' })).statusCode).toBe(200);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/celebrities/${draft._id}`,
      headers: staff.headers,
    });
    expect(deleted.statusCode).toBe(200);
    const entries = await auditOf(draft._id);
    expect(entries.map((entry) => entry.action)).toEqual(['created', 'updated', 'deleted']);
    expect(entries[0]).toMatchObject({ before: null, after: expect.objectContaining({ name: 'Audited Star' }) });
    expect(entries[1]?.before).toMatchObject({ location: 'Mumbai, Maharashtra' });
    expect(entries[1]?.after).toMatchObject({ location: 'Pune' });
    expect(entries[2]).toMatchObject({ after: null, before: expect.objectContaining({ slug: 'audited-star' }) });
  });
});

describe('slugs', () => {
  it('makes the slug from the name: accents dropped, lower case, hyphens; unique with -2, -3', async () => {
    const first = await createDraft({ name: 'Zoë Ångström-Đặng' });
    expect(first.slug).toBe('zoe-angstrom-dang');
    const second = await createDraft({ name: 'Zoe  Angstrom Dang!' });
    expect(second.slug).toBe('zoe-angstrom-dang-2');
    const third = await createDraft({ name: 'ZOË ÅNGSTRÖM DANG' });
    expect(third.slug).toBe('zoe-angstrom-dang-3');
    // A name without any ASCII letter or digit.
    const devanagari = await createDraft({ name: 'मीरा कपूर' });
    expect(devanagari.slug).toMatch(/^celebrity(-\d+)?$/);
  });

  it('takes a slug staff choose, and refuses a malformed, reserved or taken one on `slug`', async () => {
    const chosen = await createDraft({ name: 'Chosen Name', slug: 'the-chosen-one' });
    expect(chosen.slug).toBe('the-chosen-one');

    for (const [slug, message] of [
      ['The Chosen', 'Use lower-case letters a–z, digits and single hyphens between words, e.g. meera-kapoor'],
      ['double--hyphen', 'Use lower-case letters a–z, digits and single hyphens between words, e.g. meera-kapoor'],
      ['featured', 'This URL name is reserved; please choose another'],
      ['3f0c2a6e-8b1d-4c55-9e2a-7d4b1c0e9f21', 'This URL name is reserved; please choose another'],
      ['a'.repeat(81), 'URL name must be at most 80 characters'],
    ] as const) {
      const res = await createViaApi({ name: 'Someone', slug });
      expect(res.statusCode, slug).toBe(400);
      expect(res.json().errors).toContainEqual({ path: 'slug', message });
    }

    const taken = await createViaApi({ name: 'Another', slug: 'the-chosen-one' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      success: false,
      message: SERVER_MESSAGES.slugTaken,
      errors: [{ path: 'slug', message: SERVER_MESSAGES.slugTaken }],
    });
  });

  it('keeps a slug left out of an edit, remakes an emptied one from the name, and keeps former slugs', async () => {
    const celebrity = await createDraft({ name: 'Rename Me' });
    await post(`/api/celebrities/${celebrity._id}/publish`, staff);
    expect(celebrity.slug).toBe('rename-me');

    const kept = await edit(celebrity._id, { name: 'Renamed Star' });
    expect(kept.json().data.slug).toBe('rename-me');

    const remade = await edit(celebrity._id, { name: 'Renamed Star', slug: '' });
    expect(remade.statusCode).toBe(200);
    expect(remade.json().data.slug).toBe('renamed-star');

    const chosen = await edit(celebrity._id, { name: 'Renamed Star', slug: 'star-of-the-show' });
    expect(chosen.json().data.slug).toBe('star-of-the-show');
    const former = await t.db
      .select({ slug: celebrityFormerSlugs.slug })
      .from(celebrityFormerSlugs)
      .where(eq(celebrityFormerSlugs.celebrityId, celebrity._id));
    expect(former.map((row) => row.slug).sort()).toEqual(['rename-me', 'renamed-star']);

    // The public API answers to the id, the slug and every former slug.
    for (const address of [celebrity._id, 'star-of-the-show', 'rename-me', 'renamed-star']) {
      const res = await get(`/api/celebrities/${address}`);
      expect(res.statusCode, address).toBe(200);
      expect(res.json().data).toMatchObject({ _id: celebrity._id, slug: 'star-of-the-show' });
    }

    // Nobody else may take them, current or former; the celebrity itself may go back to one.
    for (const slug of ['star-of-the-show', 'rename-me']) {
      const res = await createViaApi({ name: 'Copycat', slug });
      expect(res.statusCode, slug).toBe(409);
    }
    const copy = await createDraft({ name: 'Rename Me' });
    expect(copy.slug).toBe('rename-me-2');
    const back = await edit(celebrity._id, { name: 'Renamed Star', slug: 'rename-me' });
    expect(back.statusCode).toBe(200);
    expect(back.json().data.slug).toBe('rename-me');
    const formerNow = await t.db
      .select({ slug: celebrityFormerSlugs.slug })
      .from(celebrityFormerSlugs)
      .where(eq(celebrityFormerSlugs.celebrityId, celebrity._id));
    expect(formerNow.map((row) => row.slug).sort()).toEqual(['renamed-star', 'star-of-the-show']);

    // The audit log shows the slug change in the edit.
    const entries = await auditOf(celebrity._id);
    const last = entries.at(-1);
    expect(last?.action).toBe('updated');
    expect(last?.before).toMatchObject({ slug: 'star-of-the-show' });
    expect(last?.after).toMatchObject({ slug: 'rename-me' });
  });

  it('frees the slugs of a deleted celebrity', async () => {
    const celebrity = await createDraft({ name: 'Short Lived' });
    await edit(celebrity._id, { name: 'Short Lived', slug: 'short-lived-now' });
    await t.app.inject({ method: 'DELETE', url: `/api/celebrities/${celebrity._id}`, headers: staff.headers });
    const again = await createDraft({ name: 'Short Lived', slug: 'short-lived' });
    expect(again.slug).toBe('short-lived');
  });
});

describe('profile addresses', () => {
  let id: string;
  beforeAll(async () => {
    id = (await insertCelebrity(t.db, { name: 'Kabir Singh Rathore', slug: 'kabir-rathore' })).id;
    await t.db.insert(celebrityFormerSlugs).values({ slug: 'kabir-singh', celebrityId: id });
  });

  it('serves the profile at its slug, with the slug in the canonical link, JSON-LD and page data', async () => {
    const res = await get('/celebrity/kabir-rathore');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<link rel="canonical" href="https://starline.example/celebrity/kabir-rathore" />');
    expect(res.body).toContain('"url":"https://starline.example/celebrity/kabir-rathore"');
    expect(res.body).toContain('<main data-url="/celebrity/kabir-rathore">Kabir Singh Rathore</main>');
  });

  it.each([
    ['its id', () => `/celebrity/${id}`, ''],
    ['its id in capitals', () => `/celebrity/${id.toUpperCase()}`, ''],
    ['a former slug', () => '/celebrity/kabir-singh', ''],
    ['its slug in capitals', () => '/celebrity/Kabir-Rathore', ''],
    ['its id, with a query', () => `/celebrity/${id}`, '?utm_source=mail&x=1'],
    ['a former slug, with a trailing slash and a query', () => '/celebrity/kabir-singh/', '?ref=old'],
  ])('redirects %s permanently (308) to the slug, keeping the query', async (_label, address, query) => {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await t.app.inject({ method, url: `${address()}${query}` });
      expect(res.statusCode).toBe(308);
      expect(res.headers.location).toBe(`/celebrity/kabir-rathore${query}`);
      expect(res.headers['cache-control']).toBeUndefined();
    }
  });

  it('answers a draft or an unknown address with 404, never a redirect', async () => {
    const draft = await insertCelebrity(t.db, { name: 'Draft Redirect', slug: 'draft-redirect', status: 'draft' });
    await t.db.insert(celebrityFormerSlugs).values({ slug: 'draft-former', celebrityId: draft.id });
    for (const address of [draft.id, 'draft-former', 'draft-redirect', 'nobody-at-all', 'Not%20A%20Slug']) {
      const res = await get(`/celebrity/${address}`);
      expect(res.statusCode, address).toBe(404);
      expect(res.headers.location).toBeUndefined();
    }
  });

  it('lists published profiles in the sitemap at their slugs', async () => {
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain('<loc>https://starline.example/celebrity/kabir-rathore</loc>');
    expect(sitemap).not.toContain(id);
    expect(sitemap).not.toContain('kabir-singh<');
  });
});

describe('featured', () => {
  let a: Celebrity;
  let b: Celebrity;
  let c: Celebrity;
  let draft: Celebrity;

  beforeAll(async () => {
    const make = async (name: string, status: 'draft' | 'published' = 'published') =>
      (await get(`/api/celebrities/${(await insertCelebrity(t.db, { name, status })).id}?status=all`, staff)).json()
        .data as Celebrity;
    a = await make('Featured A');
    b = await make('Featured B');
    c = await make('Featured C');
    draft = await make('Featured Draft', 'draft');
  });

  it('sets the order in one go (positions 1…n, the rest cleared); the public sees the published ones', async () => {
    const first = await putFeatured([b._id, draft._id, a._id]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect((first.json().data as Celebrity[]).map((x) => [x._id, x.featuredPosition])).toEqual([
      [b._id, 1],
      [draft._id, 2],
      [a._id, 3],
    ]);
    expect(await featuredIds()).toEqual([b._id, a._id]);
    expect(await featuredIds('/api/celebrities/featured?status=all', staff)).toEqual([b._id, draft._id, a._id]);

    // A new order replaces the old one: c joins first, b leaves.
    expect((await putFeatured([c._id, a._id, draft._id])).statusCode).toBe(200);
    expect(await featuredIds()).toEqual([c._id, a._id]);
    const bNow = (await get(`/api/celebrities/${b._id}`)).json().data as Celebrity;
    expect(bNow.featuredPosition).toBeNull();

    // Home's first three published: publishing the draft puts it on Home, in its place.
    await post(`/api/celebrities/${draft._id}/publish`, staff);
    expect(await featuredIds('/api/celebrities/featured?limit=3')).toEqual([c._id, a._id, draft._id]);
    expect(await featuredIds('/api/celebrities/featured?limit=2')).toEqual([c._id, a._id]);

    // The public listing's "featured" order puts them first, in this order.
    const listed = await listedIds('&sort=featured');
    expect(listed.slice(0, 3)).toEqual([c._id, a._id, draft._id]);

    // Swapping two places (positions are unique) works in one save.
    expect((await putFeatured([a._id, c._id])).statusCode).toBe(200);
    expect(await featuredIds()).toEqual([a._id, c._id]);

    // The audit log has each change of the list.
    const entries = await auditOf('featured');
    expect(entries.length).toBeGreaterThanOrEqual(3);
    expect(entries.at(-1)).toMatchObject({
      action: 'featured',
      subjectLabel: 'Featured on Home',
      after: [
        { _id: a._id, name: 'Featured A' },
        { _id: c._id, name: 'Featured C' },
      ],
    });

    // An empty list features nobody.
    expect((await putFeatured([])).statusCode).toBe(200);
    expect(await featuredIds('/api/celebrities/featured?status=all', staff)).toEqual([]);
  });

  it('refuses unknown, repeated, malformed or too many ids with 400, changing nothing', async () => {
    expect((await putFeatured([a._id, b._id])).statusCode).toBe(200);
    const unknown = await putFeatured([a._id, '00000000-0000-4000-8000-000000000000']);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      message: 'Celebrity not found',
      errors: [{ path: 'ids.1', message: 'Celebrity not found' }],
    });
    const repeated = await putFeatured([a._id, a._id]);
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().errors[0].path).toBe('ids');
    expect((await putFeatured(['not-an-id'])).statusCode).toBe(400);
    expect((await putFeatured('nope')).statusCode).toBe(400);
    const tooMany = await putFeatured(
      Array.from({ length: FEATURED_MAX + 1 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(`At most ${FEATURED_MAX} celebrities can be featured`);
    expect(await featuredIds()).toEqual([a._id, b._id]);
  });

  it('lets staff and admins set it, nobody signed out', async () => {
    const anonymous = await putFeatured([a._id], null);
    expect(anonymous.statusCode).toBe(401);
    expect((await putFeatured([b._id], admin)).statusCode).toBe(200);
    expect((await putFeatured([a._id, b._id], staff)).statusCode).toBe(200);
    expect(await featuredIds()).toEqual([a._id, b._id]);
  });

  it('drops a deleted celebrity from the featured list', async () => {
    const gone = await insertCelebrity(t.db, { name: 'Featured Then Gone' });
    expect((await putFeatured([gone.id, a._id])).statusCode).toBe(200);
    await t.app.inject({ method: 'DELETE', url: `/api/celebrities/${gone.id}`, headers: staff.headers });
    expect(await featuredIds()).toEqual([a._id]);
    // Saving again numbers them from 1.
    const saved = await putFeatured([a._id]);
    expect((saved.json().data as Celebrity[])[0]?.featuredPosition).toBe(1);
  });
});
