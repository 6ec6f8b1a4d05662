import { createHash } from 'node:crypto';
import pLimit from 'p-limit';
import type { ListedObject, ObjectStorage } from './object-storage.js';

export interface MigrationCounts {
  total: number;
  copied: number;
  /** Already in the target with the same size (and checksum, where the target keeps one). */
  skipped: number;
  failed: number;
}

export interface MigrationOptions {
  source: ObjectStorage;
  target: ObjectStorage;
  /** Files copied at once. */
  concurrency?: number;
  /** Called after each file, with the counts so far. */
  onProgress?: (counts: MigrationCounts) => void;
  /** Called for each file that could not be copied (the run goes on with the others). */
  onFailure?: (name: string, error: unknown) => void;
}

/** Temporary files of an interrupted local write: never copied. */
const TEMP_FILE = /^\..+\.tmp$/;

/** An S3 ETag of a single-part upload is the MD5 of the bytes; a multipart one (`…-N`) is not. */
function plainMd5(etag: string | undefined): string | null {
  const bare = etag?.replace(/"/g, '') ?? '';
  return /^[0-9a-f]{32}$/.test(bare) ? bare : null;
}

async function md5Of(storage: ObjectStorage, name: string): Promise<string | null> {
  const read = await storage.get(name);
  if (!read) return null;
  const hash = createHash('md5');
  for await (const chunk of read.body) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * Copies every upload file of `source` (the local folder) that `target` (the bucket) does not
 * hold yet. Resumable and idempotent: a file already there with the same size, and the same
 * MD5 where the bucket's ETag is one, is skipped, so a second run (or one after an interruption)
 * copies only what is missing or different. A file that fails is counted and the run goes on;
 * the caller reports the counts.
 */
export async function migrateUploads(options: MigrationOptions): Promise<MigrationCounts> {
  const { source, target } = options;
  const existing = new Map<string, ListedObject>();
  for await (const object of target.list()) existing.set(object.name, object);
  const names: string[] = [];
  for await (const object of source.list()) if (!TEMP_FILE.test(object.name)) names.push(object.name);
  names.sort();

  const counts: MigrationCounts = { total: names.length, copied: 0, skipped: 0, failed: 0 };
  const limit = pLimit(options.concurrency ?? 8);
  await Promise.all(
    names.map((name) =>
      limit(async () => {
        try {
          if (await alreadyThere(name, existing.get(name))) {
            counts.skipped += 1;
          } else {
            const read = await source.get(name);
            // Removed from the folder since it was listed (a sweep): nothing to copy.
            if (!read) counts.skipped += 1;
            else {
              await target.put(name, read.body, read.size);
              counts.copied += 1;
            }
          }
        } catch (error) {
          counts.failed += 1;
          options.onFailure?.(name, error);
        }
        options.onProgress?.({ ...counts });
      }),
    ),
  );
  return counts;

  async function alreadyThere(name: string, copy: ListedObject | undefined): Promise<boolean> {
    if (!copy) return false;
    const local = await source.stat(name);
    if (!local || local.size !== copy.size) return false;
    const md5 = plainMd5(copy.etag);
    return md5 === null || md5 === (await md5Of(source, name));
  }
}
