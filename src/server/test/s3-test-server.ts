import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { StorageConfig } from '#server/config';
import { S3Storage } from '#server/storage/s3-storage';

/** What s3rver accepts: any key pair signs, as long as it is this one. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** The bucket as the configuration names it (`STORAGE_URL=s3://<bucket>/<prefix>` and friends). */
  config(prefix?: string): Extract<StorageConfig, { kind: 's3' }>;
  /** A storage on the bucket, with s3rver's credentials. */
  storage(prefix?: string): S3Storage;
  /** Takes the server down (every open connection cut), keeping its files. */
  stop(): Promise<void>;
  /** Brings it back on the same port, with the same files. */
  start(): Promise<void>;
  /** Stops it and removes its files. */
  close(): Promise<void>;
}

/**
 * An S3-compatible server (s3rver) in this process, on a free port of 127.0.0.1 only, with one
 * empty bucket, its files in a temporary folder.
 */
export async function startS3Server(bucket = 'starline-test'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 's3rver-'));
  let port = 0;
  let server: S3rver | undefined;
  const storages: S3Storage[] = [];

  async function start(): Promise<void> {
    server = new S3rver({ address: '127.0.0.1', port, silent: true, directory, configureBuckets: [{ name: bucket }] });
    ({ port } = await server.run());
  }

  async function stop(): Promise<void> {
    const running = server;
    server = undefined;
    if (!running) return;
    // The SDK keeps its connections open; a down server must not answer on them either.
    running.httpServer?.closeAllConnections();
    await running.close();
  }

  await start();
  const endpoint = `http://127.0.0.1:${port}`;
  const config = (prefix = 'site'): Extract<StorageConfig, { kind: 's3' }> => ({
    kind: 's3',
    bucket,
    prefix,
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
  });
  return {
    endpoint,
    bucket,
    config,
    storage(prefix = 'site') {
      const storage = new S3Storage({ ...config(prefix), credentials: S3RVER_CREDENTIALS });
      storages.push(storage);
      return storage;
    },
    stop,
    start,
    async close() {
      for (const storage of storages) storage.destroy();
      await stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
