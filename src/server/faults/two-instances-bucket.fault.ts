import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngImage } from '#server/test/fixtures';
import { S3RVER_CREDENTIALS, startS3Server, type TestS3Server } from '#server/test/s3-test-server';
import type { S3Storage } from '#server/storage/s3-storage';
import { createCelebrity, deleteCelebrity, catalogue, signIn } from './harness/api.js';
import { type ServerProcess, serverEnv, startServer, tempDataDir } from './harness/built-server.js';
import { Cleanup } from './harness/cleanup.js';
import { call, envelopeOf, summary } from './harness/http.js';
import { createFreshDatabase } from './harness/machine-postgres.js';
import { createPrivateRedis } from './harness/private-redis.js';
import { eventually } from './harness/wait.js';

/**
 * Issue 24's deployment: two instances of the built server, each with a DATA_DIR of its own
 * (nothing shared on disk), on one PostgreSQL database, one Redis and one bucket (s3rver, in
 * this process, on a free port). A celebrity made on A is whole on B, pictures and page
 * included; a deletion on B takes the pictures down for A; caches and sign-outs cross.
 */
const cleanup = new Cleanup();
let s3: TestS3Server;
let bucket: S3Storage;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  s3 = await startS3Server('starline-fault');
  cleanup.add('stop the bucket', () => s3.close());
  bucket = s3.storage('site');
  const database = await createFreshDatabase();
  cleanup.add('drop database', () => database.drop());
  const redis = await createPrivateRedis();
  cleanup.add('stop redis', () => redis.destroy());
  await redis.start();
  const shared = {
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    REDIS_KEY_PREFIX: `fault-bucket-${randomBytes(4).toString('hex')}:`,
    STORAGE_URL: `s3://${s3.bucket}/site`,
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: 'us-east-1',
    S3_FORCE_PATH_STYLE: 'true',
    AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
  };
  const dataA = await tempDataDir('bucket-a');
  cleanup.add('remove A data', dataA.remove);
  const dataB = await tempDataDir('bucket-b');
  cleanup.add('remove B data', dataB.remove);
  a = await startServer(serverEnv(dataA.dir, shared));
  cleanup.add('stop A', async () => void (await a.stop()));
  b = await startServer(serverEnv(dataB.dir, shared));
  cleanup.add('stop B', async () => void (await b.stop()));
});

afterAll(() => cleanup.run());

interface Variant {
  url: string;
}
interface CelebrityJson {
  slug: string;
  profileImage: { variants: Variant[] } | null;
}

async function celebrityOn(base: string, id: string): Promise<CelebrityJson> {
  const answer = await call(base, 'GET', `/api/celebrities/${id}`);
  expect(answer.status, summary(answer)).toBe(200);
  return envelopeOf(answer.json)?.data as CelebrityJson;
}

async function bytesOf(base: string, url: string): Promise<{ status: number; type: string | null; bytes: Buffer }> {
  const response = await fetch(`${base}${url}`, { signal: AbortSignal.timeout(10_000) });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

async function visibleNames(): Promise<string[]> {
  const names: string[] = [];
  for await (const object of bucket.list()) if (!object.name.startsWith('.')) names.push(object.name);
  return names;
}

describe('two instances, two data folders, one database, one Redis and one bucket', () => {
  it('serves a celebrity made on A whole from B: its JSON, its page and every picture', async () => {
    const token = await signIn(a.url);
    // Large enough for several widths, each a file of its own.
    const id = await createCelebrity(
      a.url,
      token,
      'Bucket Everywhere',
      await pngImage(900, 1100, { r: 30, g: 90, b: 160 }),
    );
    const onA = await celebrityOn(a.url, id);
    const onB = await celebrityOn(b.url, id);
    expect(onB).toEqual(onA);
    const urls = onA.profileImage?.variants.map((variant) => variant.url) ?? [];
    expect(urls.length).toBeGreaterThan(1);
    expect(await visibleNames()).toEqual(expect.arrayContaining(urls.map((url) => url.replace('/uploads/', ''))));

    for (const url of urls) {
      const fromA = await bytesOf(a.url, url);
      const fromB = await bytesOf(b.url, url);
      expect(fromB.status, url).toBe(200);
      expect(fromB.type).toBe('image/webp');
      expect(fromB.bytes.equals(fromA.bytes)).toBe(true);
    }
    const page = await call(b.url, 'GET', `/celebrity/${onA.slug}`);
    expect(page.status, summary(page)).toBe(200);
    expect(page.text).toContain('Bucket Everywhere');
    expect(page.text).toContain(urls[0]);
  });

  it("takes a celebrity deleted on B off A's pages and out of the bucket's visible names", async () => {
    const token = await signIn(a.url);
    // A picture of its own: files are named by content, and one another celebrity shows stays up.
    const id = await createCelebrity(
      a.url,
      token,
      'Deleted Elsewhere',
      await pngImage(700, 900, { r: 200, g: 60, b: 20 }),
    );
    const urls = (await celebrityOn(a.url, id)).profileImage?.variants.map((variant) => variant.url) ?? [];
    // A answers from its cache first, so only the cross-instance invalidation can change it.
    expect((await catalogue(a.url)).names).toContain('Deleted Elsewhere');

    await deleteCelebrity(b.url, await signIn(b.url), id);
    expect(await eventually(async () => !(await catalogue(a.url)).names.includes('Deleted Elsewhere'), 2_000, 50)).toBe(
      true,
    );
    // The takedown runs once the delete has answered (plugins/after-answer.ts).
    const files = urls.map((url) => url.replace('/uploads/', ''));
    expect(await eventually(async () => !(await visibleNames()).some((name) => files.includes(name)), 2_000, 50)).toBe(
      true,
    );
    for (const url of urls) expect((await bytesOf(a.url, url)).status, url).toBe(404);
  });

  it('ends on B a session signed out on A', async () => {
    const token = await signIn(a.url);
    expect((await call(b.url, 'GET', '/api/auth/me', { token })).status).toBe(200);
    expect((await call(a.url, 'POST', '/api/auth/logout', { token })).status).toBe(200);
    const after = await call(b.url, 'GET', '/api/auth/me', { token });
    expect(after.status, summary(after)).toBe(401);
  });
});
