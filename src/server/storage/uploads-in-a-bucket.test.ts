import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Celebrity } from '#shared/schemas/celebrity';
import { celebrities } from '#server/celebrities/celebrities-tables';
import { SERVER_MESSAGES } from '#server/lib/server-messages';
import { pngImage } from '#server/test/fixtures';
import { postCelebrity } from '#server/test/post-celebrity';
import { S3RVER_CREDENTIALS, startS3Server, type TestS3Server } from '#server/test/s3-test-server';
import { createTestApp, type TestApp, type TestUser } from '#server/test/test-app';
import type { S3Storage } from './s3-storage.js';

/**
 * The app with STORAGE_URL set: uploads go to a bucket (s3rver, started here), every instance
 * serves them from there, and the sweep keeps the bucket from growing.
 */
let s3: TestS3Server;
let bucket: S3Storage;
let t: TestApp;
let staff: TestUser;
/** Past the uploads sweep's grace period (UPLOAD_SWEEP_MINUTES, 60 by default). */
const PAST_GRACE_MS = 61 * 60_000;

async function bucketNames(): Promise<string[]> {
  const names: string[] = [];
  for await (const object of bucket.list()) names.push(object.name);
  return names.sort();
}

function urlsOf(celebrity: Celebrity): string[] {
  return (celebrity.profileImage?.variants ?? []).map((variant) => variant.url);
}

async function createWithPicture(name: string, shade: number): Promise<Celebrity> {
  const res = await postCelebrity(t.app, staff.headers, { name }, await pngImage(700, 500, { r: shade, g: 40, b: 90 }));
  expect(res.statusCode).toBe(201);
  return res.json().data as Celebrity;
}

beforeAll(async () => {
  s3 = await startS3Server();
  bucket = s3.storage('site');
  // The SDK reads the standard AWS variables, as in production.
  vi.stubEnv('AWS_ACCESS_KEY_ID', S3RVER_CREDENTIALS.accessKeyId);
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', S3RVER_CREDENTIALS.secretAccessKey);
  t = await createTestApp({ storage: s3.config('site') });
  staff = await t.createUser('staff');
});

afterAll(async () => {
  await t?.close();
  await s3?.close();
  vi.unstubAllEnvs();
});

describe('uploads in a bucket', () => {
  let celebrity: Celebrity;
  beforeAll(async () => {
    celebrity = await createWithPicture('Bucket Picture', 20);
  });

  it('writes every variant to the bucket and nothing to DATA_DIR', async () => {
    const files = urlsOf(celebrity).map((url) => url.replace('/uploads/', ''));
    expect(files.length).toBeGreaterThan(0);
    expect(await bucketNames()).toEqual(expect.arrayContaining(files));
    const local = existsSync(t.uploadsDir) ? await readdir(t.uploadsDir) : [];
    expect(local).toEqual([]);
  });

  it("serves a file with today's headers: a year for browsers, an ETag, ranges", async () => {
    const url = celebrity.profileImageUrl ?? '';
    const stored = await bucket.get(url.replace('/uploads/', ''));
    const bytes = Buffer.concat(await stored!.body.toArray());

    const whole = await t.app.inject({ method: 'GET', url });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(bytes)).toBe(true);
    expect(whole.headers).toMatchObject({
      'cache-control': 'public, max-age=31536000, s-maxage=300, immutable',
      'content-type': 'image/webp',
      'content-length': String(bytes.length),
      'accept-ranges': 'bytes',
      etag: stored!.etag,
    });
    expect(whole.headers['last-modified']).toBeTruthy();

    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': stored!.etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    const part = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-9' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-9/${bytes.length}`);
    expect(part.rawPayload.equals(bytes.subarray(0, 10))).toBe(true);

    const past = await t.app.inject({ method: 'GET', url, headers: { range: `bytes=${bytes.length}-` } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${bytes.length}`);
    expect(past.json()).toMatchObject({ success: false });

    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(bytes.length));
    expect(head.rawPayload.length).toBe(0);
  });

  it('never serves a hidden name or a name the pipeline did not make, and no cache keeps a miss', async () => {
    const name = (celebrity.profileImageUrl ?? '').replace('/uploads/', '');
    await bucket.put(`.${name}.withdrawn`, Buffer.from('hidden'));
    for (const url of [`/uploads/.${name}.withdrawn`, '/uploads/0123456789abcdef0123-640.webp', '/uploads/notes.txt']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    await bucket.delete(`.${name}.withdrawn`);
  });

  it('is served at once by another instance with its own DATA_DIR on the same bucket', async () => {
    const other = await createTestApp({ storage: s3.config('site') });
    try {
      const url = celebrity.profileImageUrl ?? '';
      const mine = await t.app.inject({ method: 'GET', url });
      const theirs = await other.app.inject({ method: 'GET', url });
      expect(theirs.statusCode).toBe(200);
      expect(theirs.rawPayload.equals(mine.rawPayload)).toBe(true);
      expect(other.uploadsDir).not.toBe(t.uploadsDir);
    } finally {
      await other.close();
    }
  });

  it("takes down a deleted celebrity's files at once, and the sweep removes them from the bucket after the grace", async () => {
    const going = await createWithPicture('Going Away', 60);
    const files = urlsOf(going).map((url) => url.replace('/uploads/', ''));
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/celebrities/${going._id}`,
      headers: staff.headers,
    });
    expect(deleted.statusCode).toBe(200);
    for (const url of urlsOf(going)) expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect(await bucketNames()).toEqual(expect.arrayContaining(files.map((file) => `.${file}.withdrawn`)));

    // Within the grace period a save may still come to name them: kept.
    await t.app.maintenance.sweepUploads();
    expect(await bucketNames()).toEqual(expect.arrayContaining(files.map((file) => `.${file}.withdrawn`)));
    const swept = await t.app.maintenance.sweepUploads(Date.now() + PAST_GRACE_MS);
    expect(swept.removed).toEqual(expect.arrayContaining(files.map((file) => `.${file}.withdrawn`)));
    const left = await bucketNames();
    for (const file of files) expect(left.some((name) => name.includes(file))).toBe(false);
    // The living celebrity's files stay.
    for (const url of urlsOf(celebrity)) expect(left).toContain(url.replace('/uploads/', ''));
  });

  it('removes an orphan (files of a save that never committed) once it is older than the grace', async () => {
    const orphan = 'fedcba9876543210fedc-640.webp';
    await bucket.put(orphan, Buffer.from('orphan'));
    expect((await t.app.maintenance.sweepUploads()).removed).not.toContain(orphan);
    expect((await t.app.maintenance.sweepUploads(Date.now() + PAST_GRACE_MS)).removed).toEqual([orphan]);
    expect(await bucket.stat(orphan)).toBeNull();
  });

  it('answers 503 in the envelope while the bucket is down, and writes no row and no file', async () => {
    const rowsBefore = (await t.db.select({ id: celebrities.id }).from(celebrities)).length;
    const filesBefore = await bucketNames();
    await s3.stop();
    try {
      const res = await postCelebrity(t.app, staff.headers, { name: 'Never Saved' }, await pngImage(300, 300));
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBeTruthy();
      expect(res.json()).toEqual({ success: false, message: SERVER_MESSAGES.serviceUnavailable });

      const served = await t.app.inject({ method: 'GET', url: celebrity.profileImageUrl ?? '' });
      expect(served.statusCode).toBe(503);
      expect(served.json()).toEqual({ success: false, message: SERVER_MESSAGES.serviceUnavailable });
    } finally {
      await s3.start();
    }
    expect((await t.db.select({ id: celebrities.id }).from(celebrities)).length).toBe(rowsBefore);
    expect(await bucketNames()).toEqual(filesBefore);
    // Back up: served again.
    expect((await t.app.inject({ method: 'GET', url: celebrity.profileImageUrl ?? '' })).statusCode).toBe(200);
  });
});

describe('with PUBLIC_ASSET_URL', () => {
  it('links pictures straight to the asset address, lets the CSP load them, and still serves /uploads/', async () => {
    const cdn = await createTestApp({ storage: s3.config('site'), publicAssetUrl: 'https://cdn.starline.example' });
    try {
      const admin = await cdn.createUser('staff');
      const res = await postCelebrity(cdn.app, admin.headers, { name: 'Via The CDN' }, await pngImage(400, 400));
      expect(res.statusCode).toBe(201);
      const created = res.json().data as Celebrity;
      expect(created.profileImageUrl).toMatch(/^https:\/\/cdn\.starline\.example\/uploads\/[0-9a-f]{20}-\d+\.webp$/);
      for (const variant of created.profileImage?.variants ?? []) {
        expect(variant.url.startsWith('https://cdn.starline.example/uploads/')).toBe(true);
      }
      expect(res.headers['content-security-policy']).toMatch(
        /img-src 'self' data: blob: https:\/\/cdn\.starline\.example/,
      );
      // A CDN pulling from the site (or a link stored before) still finds the file here.
      const path = new URL(created.profileImageUrl ?? '').pathname;
      expect((await cdn.app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
    } finally {
      await cdn.close();
    }
  });
});
