import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImageStore, processImage } from '#server/images/images';
import { pngImage } from '#server/test/fixtures';
import { S3RVER_CREDENTIALS, startS3Server, type TestS3Server } from '#server/test/s3-test-server';
import { LocalStorage } from './local-storage.js';
import { migrateUploads } from './migrate-uploads.js';
import { StorageUnavailableError } from './object-storage.js';
import { progressLine } from './progress-line.js';
import type { S3Storage } from './s3-storage.js';

const run = promisify(execFile);

let s3: TestS3Server;
let dataDir: string;
let uploadsDir: string;

async function namesIn(storage: S3Storage): Promise<string[]> {
  const names: string[] = [];
  for await (const object of storage.list()) names.push(object.name);
  return names.sort();
}

beforeAll(async () => {
  s3 = await startS3Server();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'migrate-test-'));
  uploadsDir = path.join(dataDir, 'uploads');
  // What a server on a local disk leaves: variant files, a withdrawn one and an interrupted write.
  const store = new ImageStore(uploadsDir);
  for (const shade of [10, 120])
    await store.save(await processImage(await pngImage(500, 400, { r: shade, g: 9, b: 9 })));
  await writeFile(path.join(uploadsDir, '.abcdefabcdefabcdef01-320.webp.withdrawn'), 'taken down');
  await writeFile(path.join(uploadsDir, '.abcdefabcdefabcdef01-320.webp.0f0f.tmp'), 'half');
});

afterAll(async () => {
  await s3.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('migrateUploads', () => {
  it('copies every file but interrupted writes, then skips what is there, and copies again what differs', async () => {
    const source = new LocalStorage(uploadsDir);
    const target = s3.storage('migrated');
    const local = (await readdir(uploadsDir)).filter((name) => !name.endsWith('.tmp')).sort();
    const seen: number[] = [];

    const first = await migrateUploads({ source, target, onProgress: (counts) => seen.push(counts.copied) });
    expect(first).toEqual({ total: local.length, copied: local.length, skipped: 0, failed: 0 });
    expect(seen).toHaveLength(local.length);
    expect(await namesIn(target)).toEqual(local);
    for (const name of local) {
      const copy = await target.get(name);
      const original = await source.get(name);
      expect(Buffer.concat(await copy!.body.toArray())).toEqual(Buffer.concat(await original!.body.toArray()));
    }

    // Resumed or run again: nothing to do.
    expect(await migrateUploads({ source, target })).toEqual({
      total: local.length,
      copied: 0,
      skipped: local.length,
      failed: 0,
    });

    // A copy that is not the same (cut short by someone's tool, same size or not) is copied again.
    const [firstName, secondName] = local.filter((name) => !name.startsWith('.'));
    await target.put(firstName!, Buffer.from('short'));
    const original = Buffer.concat(await (await source.get(secondName!))!.body.toArray());
    await target.put(secondName!, Buffer.alloc(original.length, 1));
    expect(await migrateUploads({ source, target })).toMatchObject({ copied: 2, skipped: local.length - 2 });
  });

  it('stops with StorageUnavailableError when the bucket is down, before copying anything', async () => {
    const target = s3.storage('down');
    await s3.stop();
    try {
      await expect(migrateUploads({ source: new LocalStorage(uploadsDir), target })).rejects.toBeInstanceOf(
        StorageUnavailableError,
      );
    } finally {
      await s3.start();
    }
    expect(await namesIn(target)).toEqual([]);
  });
});

describe('npm run storage:migrate', () => {
  const cli = path.resolve('src/server/storage/migrate-cli.ts');
  function migrate(env: Record<string, string>) {
    return run(process.execPath, ['--conditions=starline-source', '--import', 'tsx', cli], {
      env: {
        PATH: process.env.PATH ?? '',
        DATA_DIR: dataDir,
        AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
        AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
        ...env,
      },
    });
  }

  it('copies the local uploads to the bucket, and a second run copies nothing', async () => {
    const env = {
      STORAGE_URL: `s3://${s3.bucket}/cli`,
      S3_ENDPOINT: s3.endpoint,
      S3_FORCE_PATH_STYLE: 'true',
    };
    const files = (await readdir(uploadsDir)).filter((name) => !name.endsWith('.tmp')).length;
    const first = await migrate(env);
    expect(first.stdout).toContain(`${files} files: ${files} copied, 0 skipped (already in the bucket), 0 failed`);
    const second = await migrate(env);
    expect(second.stdout).toContain(`${files} files: 0 copied, ${files} skipped (already in the bucket), 0 failed`);
    expect(await namesIn(s3.storage('cli'))).toHaveLength(files);
  }, 60_000);

  it('refuses to run without STORAGE_URL', async () => {
    await expect(migrate({})).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('set STORAGE_URL (s3://bucket/prefix)') as string,
    });
  }, 60_000);
});

describe('progressLine', () => {
  it('draws the share done and the counts', () => {
    expect(progressLine({ total: 4, copied: 1, skipped: 1, failed: 0 })).toBe(
      '[###############...............] 2/4  copied 1, skipped 1, failed 0',
    );
    expect(progressLine({ total: 0, copied: 0, skipped: 0, failed: 0 })).toBe(
      `[${'#'.repeat(30)}] 0/0  copied 0, skipped 0, failed 0`,
    );
  });
});
