import { existsSync } from 'node:fs';
import { copyFile, readdir, unlink } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_GALLERY_IMAGES } from '#shared/constants/images';
import { type Celebrity, celebrityInputSchema } from '#shared/schemas/celebrity';
import { MESSAGES } from '#shared/messages';
import { inquiries } from '#server/inquiry-life/inquiry-life-tables';
import { celebrities } from './celebrities-tables.js';
import { celebrityFields, inquiryBody, jpegImage, pngImage } from '#server/test/fixtures';
import { type MultipartFile, multipart } from '#server/test/multipart';
import { createTestApp, type TestApp, type TestUser } from '#server/test/test-app';
import { type CatalogueDeps, createCelebrity, deleteCelebrity } from './celebrities.js';
import { ImageStore, processImage, type ProcessedImage } from '#server/images/images';
import { referencedImageHashes } from '#server/images-in-use';
import { celebrityHasBookings } from '#server/bookings/bookings';
import { SERVER_MESSAGES } from '#server/lib/server-messages';

let t: TestApp;
let staff: TestUser;
/** Past the uploads sweep's grace period (UPLOAD_SWEEP_MINUTES, 60 by default). */
const SWEEP_GRACE_MS = 61 * 60_000;

function file(field: string, data: Buffer, filename = 'photo.png', contentType = 'image/png'): MultipartFile {
  return { field, filename, contentType, data };
}

async function create(fields: Record<string, string>, files: MultipartFile[], user: TestUser = staff) {
  const body = multipart(fields, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/celebrities',
    headers: { ...body.headers, ...user.headers },
    payload: body.payload,
  });
}

/** The version the record has now, as an edit form would have read it (drafts too: staff read it). */
async function currentVersion(id: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: `/api/celebrities/${id}?status=all`, headers: staff.headers });
  return res.statusCode === 200 ? String((res.json().data as Celebrity).version) : '1';
}

async function update(id: string, fields: Record<string, string>, files: MultipartFile[] = []) {
  const body = multipart({ version: await currentVersion(id), ...fields }, files);
  return t.app.inject({
    method: 'PUT',
    url: `/api/celebrities/${id}`,
    headers: { ...body.headers, ...staff.headers },
    payload: body.payload,
  });
}

/** What `/uploads/…` answers for each URL, in order. */
async function statusesOf(urls: string[]): Promise<number[]> {
  return Promise.all(urls.map(async (url) => (await t.app.inject({ method: 'GET', url })).statusCode));
}

/** Every file URL of a celebrity's images (each width of each image). */
function allImageUrls(celebrity: Celebrity): string[] {
  const images = [...(celebrity.profileImage ? [celebrity.profileImage] : []), ...celebrity.gallery];
  return images.flatMap((image) => image.variants.map((variant) => variant.url));
}

async function uploadedFiles(): Promise<string[]> {
  return existsSync(t.uploadsDir) ? (await readdir(t.uploadsDir)).filter((name) => name.endsWith('.webp')).sort() : [];
}

/** A new celebrity, published (a new one is a draft, which the public paths do not show). */
async function createValid(overrides: Record<string, string> = {}): Promise<Celebrity> {
  const res = await create(celebrityFields(overrides), [file('profileImage', await pngImage())]);
  expect(res.statusCode).toBe(201);
  const created = res.json().data as Celebrity;
  const published = await t.app.inject({
    method: 'POST',
    url: `/api/celebrities/${created._id}/publish`,
    headers: staff.headers,
  });
  expect(published.statusCode).toBe(200);
  return published.json().data as Celebrity;
}

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.createUser('staff');
});
afterAll(async () => t.close());

describe('POST /api/celebrities', () => {
  it('creates a celebrity with a profile image and a gallery, as WebP variants', async () => {
    const res = await create(celebrityFields({ unknownField: 'dropped', _id: 'x' }), [
      file('profileImage', await pngImage(900, 1100)),
      file('galleryImages', await jpegImage(700, 500), 'a.jpg', 'image/jpeg'),
      file('galleryImages', await pngImage(300, 300, { r: 1, g: 2, b: 3 })),
    ]);
    expect(res.statusCode).toBe(201);
    const created = res.json().data as Celebrity & Record<string, unknown>;
    expect(created).toMatchObject({
      name: 'Meera Kapoor',
      category: 'Bollywood',
      rating: 4.6,
      price: 250000,
      priceOnDemand: false,
      specialties: ['Acting', 'Kathak', 'Hosting'],
      achievements: ['Best Debut 2019'],
    });
    expect(created._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.unknownField).toBeUndefined();
    expect(created.profileImageUrl).toMatch(/^\/uploads\/[0-9a-f]+-640\.webp$/);
    expect(created.profileImage?.variants.map((v) => v.width)).toEqual([320, 640, 900]);
    expect(created.galleryImages).toHaveLength(2);
    expect(created.gallery[1]?.variants.map((v) => v.width)).toEqual([300]);

    const served = await t.app.inject({ method: 'GET', url: created.profileImageUrl ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('stores price null and priceOnDemand true when the price is on demand', async () => {
    const created = await createValid({ priceOnDemand: 'true', price: '' });
    expect(created.price).toBeNull();
    expect(created.priceOnDemand).toBe(true);
  });

  it('drops empty specialty and achievement rows', async () => {
    const created = await createValid({
      specialties: JSON.stringify(['Singing', '', '  ']),
      achievements: JSON.stringify(['', 'Platinum album']),
    });
    expect(created.specialties).toEqual(['Singing']);
    expect(created.achievements).toEqual(['Platinum album']);
  });

  it.each([
    ['name', { name: '' }],
    ['category', { category: 'Cricket' }],
    ['location', { location: '' }],
    ['followers', { followers: '' }],
    ['rating', { rating: '5.5' }],
    ['rating', { rating: '0.9' }],
    ['rating', { rating: '4.55' }],
    ['rating', { rating: 'abc' }],
    ['description', { description: '' }],
    ['price', { price: '' }],
    ['price', { price: '-5' }],
    ['specialties', { specialties: JSON.stringify(['']) }],
    ['achievements', { achievements: '[]' }],
    ['specialties', { specialties: 'not json' }],
    ['name', { name: 'x'.repeat(121) }],
    ['specialties.0', { specialties: JSON.stringify(['Dance\u0000']) }],
    ['name', { name: 'Nul\u0000Name' }],
  ])('refuses a bad %s with 400', async (pathName, overrides) => {
    const res = await create(celebrityFields(overrides), [file('profileImage', await pngImage())]);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.errors.map((e: { path: string }) => e.path)).toContain(pathName);
  });

  it('requires a profile image when adding', async () => {
    const res = await create(celebrityFields(), []);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: MESSAGES.profileImageRequired, errors: [{ path: 'profileImage' }] });
  });

  it('refuses a text file named .png as profile image with 415', async () => {
    const res = await create(celebrityFields(), [
      file('profileImage', Buffer.from('just some text, not an image'), 'evil.png'),
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      message: 'Please upload an image file',
      errors: [{ path: 'profileImage', message: 'Please upload an image file' }],
    });
  });

  it('refuses a gallery with one bad file entirely with 415 and stores nothing', async () => {
    const before = await uploadedFiles();
    const list = await t.app.inject({ method: 'GET', url: '/api/celebrities' });
    const res = await create(celebrityFields({ name: 'Gallery Reject' }), [
      file('profileImage', await pngImage(100, 100, { r: 9, g: 9, b: 9 })),
      file('galleryImages', await pngImage(120, 100, { r: 10, g: 9, b: 9 })),
      file('galleryImages', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'x.png'),
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      message: 'Please upload only image files',
      errors: [{ path: 'galleryImages', message: 'Please upload only image files' }],
    });
    expect(await uploadedFiles()).toEqual(before);
    const after = await t.app.inject({ method: 'GET', url: '/api/celebrities' });
    expect(after.json().meta.total).toBe(list.json().meta.total);
  });

  it('refuses a profile image over 10 MB with 413 and its message', async () => {
    const res = await create(celebrityFields(), [file('profileImage', Buffer.alloc(10 * 1024 * 1024 + 1, 1))]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      message: 'File size should be less than 10MB',
      errors: [{ path: 'profileImage', message: 'File size should be less than 10MB' }],
    });
  });

  it('refuses a gallery image over 10 MB with 413 and its message', async () => {
    const res = await create(celebrityFields(), [
      file('profileImage', await pngImage()),
      file('galleryImages', Buffer.alloc(10 * 1024 * 1024 + 1, 1)),
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      message: 'Each file should be less than 10MB',
      errors: [{ path: 'galleryImages', message: 'Each file should be less than 10MB' }],
    });
  });

  it('refuses a request whose files together pass the total limit with 413, storing nothing', async () => {
    const small = await createTestApp({ uploadMaxBytes: 1024 * 1024 });
    try {
      const user = await small.createUser('staff');
      const noise = (seed: number) => Buffer.alloc(600 * 1024, seed);
      const body = multipart(celebrityFields(), [
        file('profileImage', await pngImage()),
        file('galleryImages', noise(1)),
        file('galleryImages', noise(2)),
      ]);
      const res = await small.app.inject({
        method: 'POST',
        url: '/api/celebrities',
        headers: { ...body.headers, ...user.headers },
        payload: body.payload,
      });
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe(
        'The files of one save may be at most 1 MB together; add the rest in another save',
      );
      expect(await small.db.select().from(celebrities)).toEqual([]);

      // Files under unknown names are not kept, but they count: the limit is the request's.
      const stray = multipart(celebrityFields(), [
        file('profileImage', await pngImage()),
        file('attachment', noise(3), 'a.bin', 'application/octet-stream'),
        file('attachment', noise(4), 'b.bin', 'application/octet-stream'),
      ]);
      const strayRes = await small.app.inject({
        method: 'POST',
        url: '/api/celebrities',
        headers: { ...stray.headers, ...user.headers },
        payload: stray.payload,
      });
      expect(strayRes.statusCode).toBe(413);

      // A body that says up front it is far larger is refused before it is read.
      const declared = await small.app.inject({
        method: 'POST',
        url: '/api/celebrities',
        headers: { ...body.headers, ...user.headers, 'content-length': String(50 * 1024 * 1024) },
        payload: body.payload.subarray(0, 1000),
      });
      expect(declared.statusCode).toBe(413);
    } finally {
      await small.close();
    }
  });

  it('drains files under unknown field names without reading them into the form', async () => {
    const res = await create(celebrityFields({ name: 'Stray Part' }), [
      file('profileImage', await pngImage(60, 60, { r: 3, g: 99, b: 3 })),
      file('resume', Buffer.alloc(5 * 1024 * 1024, 7), 'cv.pdf', 'application/pdf'),
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.name).toBe('Stray Part');
  });

  it('refuses a JSON body with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/celebrities',
      headers: staff.headers,
      payload: celebrityFields(),
    });
    expect(res.statusCode).toBe(415);
  });
});

describe('GET /uploads/…', () => {
  it('lets browsers keep a file for a year but shared caches only for minutes, and never a miss', async () => {
    const created = await createValid({ name: 'Cached Picture' });
    const served = await t.app.inject({ method: 'GET', url: created.profileImageUrl ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, s-maxage=300, immutable');
    const missing = await t.app.inject({ method: 'GET', url: '/uploads/0123456789abcdef0123-640.webp' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
  });

  it('never serves a hidden file (a write in progress, a withdrawn file)', async () => {
    const created = await createValid({ name: 'Hidden Copy' });
    const name = path.basename(created.profileImageUrl ?? '');
    for (const hidden of [`.${name}.withdrawn`, `.${name}.1234.tmp`]) {
      await copyFile(path.join(t.uploadsDir, name), path.join(t.uploadsDir, hidden));
      const res = await t.app.inject({ method: 'GET', url: `/uploads/${hidden}` });
      expect(res.statusCode, hidden).toBe(404);
      await unlink(path.join(t.uploadsDir, hidden));
    }
  });
});

describe('GET /api/celebrities', () => {
  let cricket: Celebrity;
  beforeAll(async () => {
    cricket = await createValid({
      name: 'Arjun Deshpande',
      category: 'Sports',
      specialties: JSON.stringify(['Cricket', 'Motivational Speaking', 'Brand Shoots']),
    });
  });

  it('lists newest first with meta', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/celebrities' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data[0]._id).toBe(cricket._id);
    expect(body.meta).toMatchObject({ limit: 50, offset: 0 });
    expect(body.meta.total).toBe(body.data.length);
  });

  it('matches the name or any specialty, case-insensitively, combined with the category', async () => {
    const bySpecialty = await t.app.inject({ method: 'GET', url: '/api/celebrities?q=MOTIVATIONAL' });
    expect(bySpecialty.json().data.map((c: Celebrity) => c._id)).toEqual([cricket._id]);
    const byName = await t.app.inject({ method: 'GET', url: '/api/celebrities?q=deshp' });
    expect(byName.json().data.map((c: Celebrity) => c._id)).toEqual([cricket._id]);
    const wrongCategory = await t.app.inject({ method: 'GET', url: '/api/celebrities?q=cricket&category=Bollywood' });
    expect(wrongCategory.json().data).toEqual([]);
    const rightCategory = await t.app.inject({ method: 'GET', url: '/api/celebrities?q=cricket&category=Sports' });
    expect(rightCategory.json().meta.total).toBe(1);
    const all = await t.app.inject({ method: 'GET', url: '/api/celebrities?category=All' });
    expect(all.statusCode).toBe(200);
  });

  it('matches the name or the category with match=name-category (the admin search), not specialties', async () => {
    const ids = async (query: string) =>
      (
        (await t.app.inject({ method: 'GET', url: `/api/celebrities?limit=100&${query}` })).json().data as Celebrity[]
      ).map((c) => c._id);
    // A specialty alone no longer matches.
    expect(await ids('q=motivational&match=name-category')).toEqual([]);
    expect(await ids('q=DESHP&match=name-category')).toEqual([cricket._id]);
    // Any part of a category's label, in any letter case, lists the whole category.
    const sports = await ids('q=SPOR&match=name-category');
    expect(sports).toContain(cricket._id);
    const allSports = await ids('category=Sports');
    expect(sports.sort()).toEqual(allSports.sort());
    expect(await ids('q=bolly&match=name-category')).not.toContain(cricket._id);
    // The same text under the other match is cached apart.
    expect(await ids('q=motivational')).toEqual([cricket._id]);
    expect(await ids('q=motivational&match=name-category')).toEqual([]);
    // Wildcards stay plain text here too; an unknown match is refused.
    expect(await ids('q=%25&match=name-category')).toEqual([]);
    const bad = await t.app.inject({ method: 'GET', url: '/api/celebrities?match=everything' });
    expect(bad.statusCode).toBe(400);
  });

  it('treats LIKE wildcards in the search as plain text', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/celebrities?q=%25' });
    expect(res.json().data).toEqual([]);
  });

  it('pages with limit and offset', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/celebrities?limit=1' });
    const second = await t.app.inject({ method: 'GET', url: '/api/celebrities?limit=1&offset=1' });
    expect(first.json().data).toHaveLength(1);
    expect(second.json().data[0]._id).not.toBe(first.json().data[0]._id);
    expect(second.json().meta).toMatchObject({ limit: 1, offset: 1 });
  });

  it.each(['limit=0', 'limit=101', 'limit=abc', 'offset=-1', 'limit=1.5', 'category=Cricket'])(
    'refuses %s with 400',
    async (query) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/celebrities?${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    },
  );

  it('answers 304 when the ETag matches, and a write is seen on the very next read', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/celebrities' });
    const etag = String(first.headers.etag);
    const again = await t.app.inject({ method: 'GET', url: '/api/celebrities', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    await createValid({ name: 'Fresh Face' });
    const after = await t.app.inject({ method: 'GET', url: '/api/celebrities', headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.json().data[0].name).toBe('Fresh Face');
  });

  it('compresses large answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/celebrities', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('GET /api/celebrities/:id', () => {
  it('answers one celebrity', async () => {
    const created = await createValid({ name: 'Kiara Sen' });
    const res = await t.app.inject({ method: 'GET', url: `/api/celebrities/${created._id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { _id: created._id, name: 'Kiara Sen' } });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/celebrities/00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Celebrity not found' });
    // Words joined by hyphens could be a URL name: a miss like any other.
    const unknownSlug = await t.app.inject({ method: 'GET', url: '/api/celebrities/not-a-uuid' });
    expect(unknownSlug.statusCode).toBe(404);
    for (const malformed of ['not_a_uuid', 'Not%20a%20slug', '-dash', `${'a'.repeat(81)}`]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/celebrities/${malformed}` });
      expect(res.statusCode, malformed).toBe(400);
    }
  });
});

describe('PUT /api/celebrities/:id', () => {
  it('updates fields, keeps images when none are sent, appends and removes gallery images', async () => {
    const res = await create(celebrityFields({ name: 'Tara Iyer' }), [
      file('profileImage', await pngImage(200, 250, { r: 50, g: 50, b: 50 })),
      file('galleryImages', await pngImage(200, 200, { r: 51, g: 50, b: 50 })),
      file('galleryImages', await pngImage(200, 200, { r: 52, g: 50, b: 50 })),
    ]);
    const created = res.json().data as Celebrity;

    const edited = await update(created._id, celebrityFields({ name: 'Tara Iyer Menon', priceOnDemand: 'true' }));
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      name: 'Tara Iyer Menon',
      price: null,
      priceOnDemand: true,
      profileImageUrl: created.profileImageUrl,
      galleryImages: created.galleryImages,
    });

    const removed = created.galleryImages[0] ?? '';
    const appended = await update(
      created._id,
      celebrityFields({ name: 'Tara Iyer Menon', removeGalleryImages: JSON.stringify([removed]) }),
      [file('galleryImages', await pngImage(200, 200, { r: 53, g: 50, b: 50 }))],
    );
    expect(appended.statusCode).toBe(200);
    const gallery = appended.json().data.galleryImages as string[];
    expect(gallery).toHaveLength(2);
    expect(gallery[0]).toBe(created.galleryImages[1]);
    expect(gallery).not.toContain(removed);
  });

  it('takes a removed gallery image down at once, every width of it, and keeps the others', async () => {
    const res = await create(celebrityFields({ name: 'Gallery Takedown' }), [
      file('profileImage', await pngImage(200, 250, { r: 60, g: 50, b: 50 })),
      file('galleryImages', await pngImage(700, 400, { r: 61, g: 50, b: 50 })),
      file('galleryImages', await pngImage(200, 200, { r: 62, g: 50, b: 50 })),
    ]);
    const created = res.json().data as Celebrity;
    const [removed, kept] = created.gallery;
    if (!removed || !kept) throw new Error('the gallery was not stored');
    const removedUrls = removed.variants.map((variant) => variant.url);
    expect(removedUrls.length).toBeGreaterThan(1);
    expect(await statusesOf(allImageUrls(created))).toEqual(allImageUrls(created).map(() => 200));

    const edited = await update(
      created._id,
      celebrityFields({ name: 'Gallery Takedown', removeGalleryImages: JSON.stringify([removed.url]) }),
    );
    expect(edited.statusCode).toBe(200);
    expect(await statusesOf(removedUrls)).toEqual(removedUrls.map(() => 404));
    const left = allImageUrls(edited.json().data as Celebrity);
    expect(await statusesOf(left)).toEqual(left.map(() => 200));
    for (const url of removedUrls) expect(existsSync(path.join(t.uploadsDir, path.basename(url)))).toBe(false);
  });

  it('replaces the profile image and takes the old one down at once', async () => {
    const unique = await pngImage(91, 93, { r: 123, g: 4, b: 210 });
    const created = (await create(celebrityFields({ name: 'Profile Swap' }), [file('profileImage', unique)])).json()
      .data as Celebrity;
    const oldUrls = allImageUrls(created);
    expect(await statusesOf(oldUrls)).toEqual(oldUrls.map(() => 200));
    const res = await update(created._id, celebrityFields({ name: 'Profile Swap' }), [
      file('profileImage', await pngImage(90, 90, { r: 200, g: 1, b: 1 })),
    ]);
    expect(res.statusCode).toBe(200);
    const replaced = res.json().data as Celebrity;
    expect(replaced.profileImageUrl).not.toBe(created.profileImageUrl);
    expect(await statusesOf(oldUrls)).toEqual(oldUrls.map(() => 404));
    expect(await statusesOf(allImageUrls(replaced))).toEqual(allImageUrls(replaced).map(() => 200));
    for (const url of oldUrls) expect(existsSync(path.join(t.uploadsDir, path.basename(url)))).toBe(false);
  });

  it('keeps the profile image when the same picture is uploaded again to replace it', async () => {
    const same = await pngImage(95, 95, { r: 124, g: 5, b: 211 });
    const created = (await create(celebrityFields({ name: 'Same Again' }), [file('profileImage', same)])).json()
      .data as Celebrity;
    const res = await update(created._id, celebrityFields({ name: 'Same Again' }), [file('profileImage', same)]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.profileImageUrl).toBe(created.profileImageUrl);
    expect(await statusesOf(allImageUrls(created))).toEqual(allImageUrls(created).map(() => 200));
  });

  it('refuses with 409 a save made on top of someone else’s newer save, changing nothing', async () => {
    const created = await createValid({ name: 'Two Editors' });
    expect(created.version).toBe(1);
    const first = await update(created._id, celebrityFields({ name: 'Two Editors', version: '1', location: 'Pune' }));
    expect(first.statusCode).toBe(200);
    expect(first.json().data.version).toBe(2);
    // The second editor opened the form at version 1 too.
    const second = await update(created._id, celebrityFields({ name: 'Two Editors', version: '1', location: 'Goa' }));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      success: false,
      message: SERVER_MESSAGES.editConflict,
      errors: [{ path: 'version', message: SERVER_MESSAGES.editConflict }],
    });
    const now = await t.app.inject({ method: 'GET', url: `/api/celebrities/${created._id}` });
    expect(now.json().data).toMatchObject({ location: 'Pune', version: 2 });
  });

  it('requires the version an edit started from', async () => {
    const created = await createValid({ name: 'No Version' });
    const body = multipart(celebrityFields({ name: 'No Version' }), []);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/celebrities/${created._id}`,
      headers: { ...body.headers, ...staff.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('version');
  });

  it('refuses on the field a version no record can have, never a 500', async () => {
    const created = await createValid({ name: 'Huge Version' });
    for (const version of ['1e15', '2147483648']) {
      const res = await update(created._id, celebrityFields({ name: 'Huge Version', version }));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].path).toBe('version');
    }
  });

  it('answers 404 for an unknown id and 400 for bad fields', async () => {
    const missing = await update('00000000-0000-4000-8000-000000000000', celebrityFields());
    expect(missing.statusCode).toBe(404);
    const created = await createValid({ name: 'Bad Update' });
    const bad = await update(created._id, celebrityFields({ rating: '7' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('rating');
  });
});

describe('DELETE /api/celebrities/:id', () => {
  it('deletes the celebrity and its files; inquiries keep the celebrity name', async () => {
    const res = await create(celebrityFields({ name: 'Soon Gone' }), [
      file('profileImage', await pngImage(150, 150, { r: 7, g: 7, b: 77 })),
      file('galleryImages', await pngImage(150, 150, { r: 7, g: 7, b: 78 })),
    ]);
    const created = res.json().data as Celebrity;
    // Only a published celebrity can be booked.
    await t.app.inject({ method: 'POST', url: `/api/celebrities/${created._id}/publish`, headers: staff.headers });
    const inquiry = await t.app.inject({ method: 'POST', url: '/api/inquiries', payload: inquiryBody(created._id) });
    expect(inquiry.statusCode).toBe(201);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/celebrities/${created._id}`,
      headers: staff.headers,
    });
    expect(deleted.statusCode).toBe(200);
    const gone = await t.app.inject({ method: 'GET', url: `/api/celebrities/${created._id}` });
    expect(gone.statusCode).toBe(404);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/celebrities/${created._id}`,
      headers: staff.headers,
    });
    expect(again.statusCode).toBe(404);

    const [kept] = await t.db.select().from(inquiries);
    expect(kept?.celebrityName).toBe('Soon Gone');
    expect(kept?.celebrityId).toBeNull();
  });

  it('takes its images down at once: every URL answers 404 as soon as the delete has answered', async () => {
    const res = await create(celebrityFields({ name: 'Taken Down' }), [
      file('profileImage', await pngImage(900, 1100, { r: 8, g: 7, b: 77 })),
      file('galleryImages', await pngImage(700, 500, { r: 8, g: 7, b: 78 })),
    ]);
    const created = res.json().data as Celebrity;
    const urls = allImageUrls(created);
    expect(urls.length).toBeGreaterThan(3);
    expect(await statusesOf(urls)).toEqual(urls.map(() => 200));

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/celebrities/${created._id}`,
      headers: staff.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await statusesOf(urls)).toEqual(urls.map(() => 404));
    for (const url of urls) expect(existsSync(path.join(t.uploadsDir, path.basename(url)))).toBe(false);
    // What is left on disk is hidden (never served) and goes with the sweep after its grace period.
    expect((await readdir(t.uploadsDir)).some((name) => name.startsWith('.'))).toBe(true);
    await t.app.maintenance.sweepUploads(Date.now() + SWEEP_GRACE_MS);
    const hashes = new Set(urls.map((url) => path.basename(url).split('-')[0]));
    expect(
      (await readdir(t.uploadsDir)).filter((name) => [...hashes].some((hash) => name.includes(`${hash}-`))),
    ).toEqual([]);
  });

  it('keeps files another celebrity still uses, and takes down the rest', async () => {
    const shared = await pngImage(140, 140, { r: 33, g: 44, b: 55 });
    const a = (
      await create(celebrityFields({ name: 'Twin A' }), [
        file('profileImage', shared),
        file('galleryImages', await pngImage(140, 140, { r: 33, g: 44, b: 56 })),
      ])
    ).json().data as Celebrity;
    const b = (await create(celebrityFields({ name: 'Twin B' }), [file('profileImage', shared)])).json()
      .data as Celebrity;
    expect(a.profileImageUrl).toBe(b.profileImageUrl);
    const own = a.gallery.flatMap((image) => image.variants.map((variant) => variant.url));
    await t.app.inject({ method: 'DELETE', url: `/api/celebrities/${a._id}`, headers: staff.headers });
    expect(await statusesOf(allImageUrls(b))).toEqual(allImageUrls(b).map(() => 200));
    expect(await statusesOf(own)).toEqual(own.map(() => 404));
    await t.app.maintenance.sweepUploads(Date.now() + SWEEP_GRACE_MS);
    expect(await statusesOf(allImageUrls(b))).toEqual(allImageUrls(b).map(() => 200));
  });

  it('writes back a picture a delete took down between a save writing it and committing its rows', async () => {
    const picture = await pngImage(700, 600, { r: 35, g: 46, b: 58 });
    const going = (await create(celebrityFields({ name: 'Going' }), [file('profileImage', picture)])).json()
      .data as Celebrity;
    const urls = allImageUrls(going);
    const actor = { id: staff.id, name: 'Test staff' };
    // Runs once, inside the save below: after it has written (reused) the files, before its commit.
    let meanwhile: (() => Promise<void>) | undefined = async () => {
      expect(await deleteCelebrity(deps, going._id, actor, celebrityHasBookings)).toBe(true);
      // No committed row refers to the picture now, so it is down.
      expect(await statusesOf(urls)).toEqual(urls.map(() => 404));
    };
    class PausingStore extends ImageStore {
      override async save(image: ProcessedImage): Promise<string[]> {
        const written = await super.save(image);
        const pause = meanwhile;
        meanwhile = undefined;
        await pause?.();
        return written;
      }
    }
    const deps: CatalogueDeps = {
      db: t.db,
      store: new PausingStore(t.uploadsDir),
      log: { error: () => undefined },
      references: referencedImageHashes,
    };
    const coming = await createCelebrity(
      deps,
      {
        input: celebrityInputSchema.parse(celebrityFields({ name: 'Coming' })),
        profile: await processImage(picture),
        gallery: [],
        maxGallery: MAX_GALLERY_IMAGES,
      },
      actor,
    );
    expect(meanwhile).toBeUndefined();
    expect(allImageUrls(coming)).toEqual(urls);
    expect(await statusesOf(urls)).toEqual(urls.map(() => 200));
  });

  it('serves a taken-down picture again once a new celebrity is saved with it', async () => {
    const picture = await pngImage(130, 130, { r: 34, g: 45, b: 57 });
    const first = (await create(celebrityFields({ name: 'Gone Once' }), [file('profileImage', picture)])).json()
      .data as Celebrity;
    await t.app.inject({ method: 'DELETE', url: `/api/celebrities/${first._id}`, headers: staff.headers });
    expect(await statusesOf(allImageUrls(first))).toEqual(allImageUrls(first).map(() => 404));
    const again = (await create(celebrityFields({ name: 'Back Again' }), [file('profileImage', picture)])).json()
      .data as Celebrity;
    expect(again.profileImageUrl).toBe(first.profileImageUrl);
    expect(await statusesOf(allImageUrls(again))).toEqual(allImageUrls(again).map(() => 200));
  });
});

describe("a celebrity's profile figures", () => {
  it("start as SPEC §2's values, are the celebrity's own once set, stay when left out and reset when emptied", async () => {
    const created = await createValid();
    expect(created.stats).toEqual({ eventsCompleted: '500+', brandPartnerships: '25+', yearsExperience: '10+' });

    const own = await update(created._id, {
      ...celebrityFields(),
      eventsCompleted: ' 120+ ',
      brandPartnerships: '8',
      yearsExperience: '6 years',
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data.stats).toEqual({
      eventsCompleted: '120+',
      brandPartnerships: '8',
      yearsExperience: '6 years',
    });

    // An older client that does not know the fields changes nothing of them.
    const untouched = await update(created._id, celebrityFields({ followers: '9M' }));
    expect(untouched.json().data.stats).toEqual({
      eventsCompleted: '120+',
      brandPartnerships: '8',
      yearsExperience: '6 years',
    });

    const reset = await update(created._id, { ...celebrityFields(), eventsCompleted: '' });
    expect(reset.json().data.stats.eventsCompleted).toBe('500+');
  });

  it('refuses a figure longer than 12 characters on its field', async () => {
    const res = await create(celebrityFields({ yearsExperience: 'x'.repeat(13) }), [
      file('profileImage', await pngImage()),
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { path: 'yearsExperience', message: 'Years of experience must be at most 12 characters' },
    ]);
  });
});
