import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3RVER_CREDENTIALS, startS3Server, type TestS3Server } from '#server/test/s3-test-server';
import { StorageUnavailableError } from './object-storage.js';
import type { S3Storage } from './s3-storage.js';

const A = '0123456789abcdef0123-640.webp';
const B = 'abcdefabcdefabcdef01-320.webp';

let s3: TestS3Server;
let storage: S3Storage;

/** Every key in the bucket, as S3 itself lists them. */
async function keys(): Promise<string[]> {
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: S3RVER_CREDENTIALS,
  });
  try {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
    return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
  } finally {
    client.destroy();
  }
}

async function names(of: S3Storage = storage): Promise<string[]> {
  const found: string[] = [];
  for await (const object of of.list()) found.push(object.name);
  return found.sort();
}

beforeAll(async () => {
  s3 = await startS3Server();
  storage = s3.storage('agency');
});
afterAll(async () => {
  await s3.close();
});

describe('S3Storage', () => {
  it('puts, stats, gets (whole and a range), lists and deletes', async () => {
    await storage.put(A, Buffer.from('0123456789'));
    const info = await storage.stat(A);
    expect(info).toMatchObject({ size: 10, etag: expect.stringMatching(/^"[0-9a-f]{32}"$/) as string });
    expect(Date.now() - (info?.modifiedMs ?? 0)).toBeLessThan(60_000);

    const whole = await storage.get(A);
    expect(await text(whole!.body)).toBe('0123456789');
    expect(whole?.etag).toBe(info?.etag);
    const part = await storage.get(A, { start: 2, end: 5 });
    expect(part?.size).toBe(10);
    expect(await text(part!.body)).toBe('2345');

    // A stream of known length, as the migration sends a local file.
    await storage.put(B, Readable.from([Buffer.from('abc'), Buffer.from('def')]), 6);
    expect(await text((await storage.get(B))!.body)).toBe('abcdef');
    expect(await names()).toEqual([B, A].sort());
    expect(await keys()).toEqual([`agency/uploads/${A}`, `agency/uploads/${B}`]);

    await storage.delete(A);
    await storage.delete(A); // already gone: fine
    expect(await storage.stat(A)).toBeNull();
    expect(await storage.get(A)).toBeNull();
    expect(await names()).toEqual([B]);
    await storage.delete(B);
  });

  it('creates only what is missing, and renews the time of what is there', async () => {
    expect(await storage.create(A, Buffer.from('first'))).toBe(true);
    const before = (await storage.stat(A))!.modifiedMs;
    await new Promise((resolve) => setTimeout(resolve, 1100)); // S3 times are in whole seconds
    expect(await storage.create(A, Buffer.from('first'))).toBe(false);
    const after = (await storage.stat(A))!;
    expect(after.modifiedMs).toBeGreaterThan(before);
    expect(after.size).toBe(5);
    expect(await storage.touch('ffffffffffffffffffff-1.webp')).toBe(false);
    await storage.delete(A);
  });

  it('keeps hidden names out of the public folder, and moves between the two', async () => {
    await storage.put(A, Buffer.from('picture'));
    expect(await storage.move(A, `.${A}.withdrawn`)).toBe(true);
    expect(await keys()).toEqual([`agency/private/.${A}.withdrawn`]);
    expect(await names()).toEqual([`.${A}.withdrawn`]);
    expect(await storage.stat(A)).toBeNull();
    expect(await storage.move(A, `.${A}.withdrawn`)).toBe(false);

    expect(await storage.move(`.${A}.withdrawn`, A)).toBe(true);
    expect(await keys()).toEqual([`agency/uploads/${A}`]);
    expect(await text((await storage.get(A))!.body)).toBe('picture');
    await storage.delete(A);
  });

  it('lists only its own prefix', async () => {
    const other = s3.storage('elsewhere');
    await other.put(B, Buffer.from('other site'));
    await storage.put(A, Buffer.from('ours'));
    expect(await names()).toEqual([A]);
    expect(await names(other)).toEqual([B]);
    await other.delete(B);
    await storage.delete(A);
  });

  it('refuses names that could leave its folder', async () => {
    for (const name of ['../x.webp', 'a/b.webp', '..', '']) {
      await expect(storage.put(name, Buffer.from('x'))).rejects.toThrow(/Unsafe upload file name/);
    }
  });

  it('says the storage is unavailable when the server is down, and writes nothing', async () => {
    await s3.stop();
    try {
      await expect(storage.put(A, Buffer.from('lost'))).rejects.toBeInstanceOf(StorageUnavailableError);
      await expect(storage.create(A, Buffer.from('lost'))).rejects.toBeInstanceOf(StorageUnavailableError);
      await expect(storage.stat(A)).rejects.toBeInstanceOf(StorageUnavailableError);
      await expect(storage.get(A)).rejects.toBeInstanceOf(StorageUnavailableError);
      await expect(names()).rejects.toBeInstanceOf(StorageUnavailableError);
    } finally {
      await s3.start();
    }
    expect(await keys()).toEqual([]);
  });
});
