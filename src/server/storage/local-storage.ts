import { randomUUID } from 'node:crypto';
import { createReadStream, mkdirSync } from 'node:fs';
import { type FileHandle, link, mkdir, open, readdir, rename, stat, unlink, utimes } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  assertSafeObjectName,
  type ByteRange,
  type ListedObject,
  type ObjectRead,
  type ObjectStorage,
  type StoredObject,
} from './object-storage.js';

function isErrno(error: unknown, ...codes: string[]): boolean {
  return error instanceof Error && 'code' in error && codes.includes(String(error.code));
}

/** Temporary files of an interrupted write: `.<name>.<uuid>.tmp` (the image store's sweep removes them). */
export function tempNameFor(name: string): string {
  return `.${name}.${randomUUID()}.tmp`;
}

/**
 * One folder on this machine (DATA_DIR/uploads): the files keep their bare names, exactly as
 * before there was a choice of storage, and the static file server reads the same folder.
 * Writes go to a hidden temp file, flushed, then get their name in one step, so a crash never
 * leaves a short file under a real name.
 */
export class LocalStorage implements ObjectStorage {
  constructor(public readonly dir: string) {
    // Made at once, so the static file server can be pointed at it before the first upload.
    mkdirSync(dir, { recursive: true });
  }

  get location(): string {
    return this.dir;
  }

  private pathOf(name: string): string {
    assertSafeObjectName(name);
    return path.join(this.dir, name);
  }

  /** A complete, flushed temp file beside the target; `claim` gives it its name. */
  private async withTempFile<T>(
    name: string,
    write: (file: FileHandle) => Promise<void>,
    claim: (temp: string) => Promise<T>,
  ): Promise<T> {
    // Cheap, and recreates the folder should someone have removed it while we run.
    await mkdir(this.dir, { recursive: true });
    const temp = path.join(this.dir, tempNameFor(name));
    const handle = await open(temp, 'wx');
    try {
      try {
        await write(handle);
        await handle.sync();
      } finally {
        await handle.close();
      }
      return await claim(temp);
    } finally {
      // Also after a failed write: no temp file is ever left behind.
      await unlink(temp).catch(() => undefined);
    }
  }

  async put(name: string, body: Buffer | Readable): Promise<void> {
    const target = this.pathOf(name);
    await this.withTempFile(
      name,
      (file) => file.writeFile(body),
      (temp) => rename(temp, target),
    );
  }

  async create(name: string, data: Buffer): Promise<boolean> {
    const target = this.pathOf(name);
    if (await this.touch(name)) return false;
    return this.withTempFile(
      name,
      (file) => file.writeFile(data),
      async (temp) => {
        try {
          // link() never replaces an existing file, so two concurrent saves cannot both claim it.
          await link(temp, target);
          return true;
        } catch (error) {
          if (isErrno(error, 'EEXIST')) return false;
          // File systems without hard links: rename is still atomic, just not exclusive.
          if (isErrno(error, 'EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EXDEV')) {
            await rename(temp, target);
            return true;
          }
          throw error;
        }
      },
    );
  }

  async stat(name: string): Promise<StoredObject | null> {
    try {
      const info = await stat(this.pathOf(name));
      if (!info.isFile()) return null;
      // What @fastify/static (send) answers for the same file: size and time, not content.
      return {
        size: info.size,
        etag: `"${info.size.toString(16)}-${info.mtimeMs.toString(16)}"`,
        modifiedMs: info.mtimeMs,
      };
    } catch (error) {
      if (isErrno(error, 'ENOENT', 'ENOTDIR')) return null;
      throw error;
    }
  }

  async get(name: string, range?: ByteRange): Promise<ObjectRead | null> {
    const info = await this.stat(name);
    if (!info) return null;
    const body = createReadStream(this.pathOf(name), range ? { start: range.start, end: range.end } : {});
    return { ...info, body };
  }

  async touch(name: string): Promise<boolean> {
    const now = new Date();
    try {
      await utimes(this.pathOf(name), now, now);
      return true;
    } catch (error) {
      if (isErrno(error, 'ENOENT')) return false;
      throw error;
    }
  }

  async move(from: string, to: string): Promise<boolean> {
    const source = this.pathOf(from);
    const target = this.pathOf(to);
    const now = new Date();
    try {
      // Renewed first, as rename keeps the time: the sweep judges the moved file by it.
      await utimes(source, now, now);
      await rename(source, target);
      return true;
    } catch (error) {
      if (isErrno(error, 'ENOENT')) return false;
      throw error;
    }
  }

  async delete(name: string): Promise<void> {
    try {
      await unlink(this.pathOf(name));
    } catch (error) {
      // Removed by another instance's sweep meanwhile: fine.
      if (!isErrno(error, 'ENOENT')) throw error;
    }
  }

  async *list(): AsyncIterable<ListedObject> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch (error) {
      if (isErrno(error, 'ENOENT')) return;
      throw error;
    }
    for (const name of names) {
      // Gone meanwhile (a sweep, a move), or not a plain file: not listed.
      const info = await this.stat(name).catch(() => null);
      if (info) yield { name, size: info.size };
    }
  }
}
