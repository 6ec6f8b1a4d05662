import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Celebrity } from '#shared/schemas/celebrity';
import { buildApp } from '#server/app';
import { type Config, loadConfig } from '#server/config';
import { prepareDatabase } from '#server/prepare-database';
import { S3RVER_CREDENTIALS, startS3Server, type TestS3Server } from '#server/test/s3-test-server';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database';
import type { S3Storage } from './s3-storage.js';

/**
 * The demo with STORAGE_URL set (issue 36, finding 16): the seed writes its pictures through the
 * configured storage like any upload, so they are in the bucket, nothing is in the seeding
 * instance's DATA_DIR, and another instance with a DATA_DIR of its own serves them.
 */
let s3: TestS3Server;
let bucket: S3Storage;
let database: TestDatabase;
let seedingDir: string;
let servingDir: string;
let seedingConfig: Config;
let app: Awaited<ReturnType<typeof buildApp>>;
let demoSeeded: boolean;

/** A configuration on its own DATA_DIR with the uploads in the test bucket, in demo mode. */
function demoConfig(dataDir: string): Config {
  return {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SITE_URL: 'https://starline.example', DEMO: 'true' }),
    storage: s3.config('demo'),
    overloadEventLoopDelayMs: 0,
    outboxPollSeconds: 0,
  };
}

async function bucketNames(): Promise<string[]> {
  const names: string[] = [];
  for await (const object of bucket.list()) names.push(object.name);
  return names;
}

/** Every picture file the catalogue names: each variant of each portrait and gallery picture. */
function filesOf(celebrity: Celebrity): string[] {
  return [...(celebrity.profileImage ? [celebrity.profileImage] : []), ...celebrity.gallery].flatMap((image) =>
    image.variants.map((variant) => variant.url.replace('/uploads/', '')),
  );
}

beforeAll(async () => {
  s3 = await startS3Server();
  bucket = s3.storage('demo');
  // The SDK reads the standard AWS variables, as in production.
  vi.stubEnv('AWS_ACCESS_KEY_ID', S3RVER_CREDENTIALS.accessKeyId);
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', S3RVER_CREDENTIALS.secretAccessKey);
  seedingDir = await mkdtemp(path.join(os.tmpdir(), 'agency-seeding-'));
  servingDir = await mkdtemp(path.join(os.tmpdir(), 'agency-serving-'));
  database = await createTestDatabase();
  // The start of a demo instance: migrations, then the seed, with the storage its configuration names.
  seedingConfig = demoConfig(seedingDir);
  ({ demoSeeded } = await prepareDatabase(seedingConfig, database));
  // Another instance on the same database and bucket, with a DATA_DIR of its own.
  app = await buildApp({ config: demoConfig(servingDir), database, logger: false });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
  await s3?.close();
  vi.unstubAllEnvs();
  for (const dir of [seedingDir, servingDir]) if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the demo seed with STORAGE_URL', () => {
  it('writes every demo picture to the bucket and nothing to the local data folder', async () => {
    expect(demoSeeded).toBe(true);
    const listed = await app.inject({ method: 'GET', url: '/api/celebrities?limit=100' });
    expect(listed.statusCode).toBe(200);
    const files = (listed.json().data as Celebrity[]).flatMap(filesOf);
    expect(files.length).toBeGreaterThan(24);
    expect(await bucketNames()).toEqual(expect.arrayContaining(files));
    const local = existsSync(seedingConfig.uploadsDir) ? await readdir(seedingConfig.uploadsDir) : [];
    expect(local).toEqual([]);
  });

  it('is served from the bucket by another instance', async () => {
    const listed = await app.inject({ method: 'GET', url: '/api/celebrities?limit=3' });
    const [celebrity] = listed.json().data as Celebrity[];
    const url = celebrity?.profileImageUrl ?? '';
    expect(url).toMatch(/^\/uploads\//);
    const stored = await bucket.get(url.replace('/uploads/', ''));
    expect(stored).toBeTruthy();
    const bytes = Buffer.concat(await stored!.body.toArray());
    const served = await app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.equals(bytes)).toBe(true);
  });
});
