import type { Readable } from 'node:stream';

/**
 * Where the upload files live: a folder on this machine (`LocalStorage`, the default) or an
 * S3-compatible bucket shared by every instance (`S3Storage`). Names are bare file names
 * (`<hash>-<width>.webp`, or a hidden `.…` name for a file that must never be served); each
 * implementation decides where a name goes. Nothing here knows about images: the image store
 * (images/images.ts) builds its rules on these few operations.
 */
export interface ObjectStorage {
  /** For logs and messages: the folder, or `s3://bucket/prefix`. */
  readonly location: string;
  /**
   * Writes `name` whole, replacing what is there: a reader sees the old bytes or the new ones,
   * never part of them. `size` (when known) lets a stream be sent in one request.
   */
  put(name: string, body: Buffer | Readable, size?: number): Promise<void>;
  /**
   * Writes `name` unless it exists, and answers whether it wrote. A name that exists has its
   * modification time renewed instead (see `touch`).
   */
  create(name: string, data: Buffer): Promise<boolean>;
  /** The object's size, ETag and modification time, or null when there is none by that name. */
  stat(name: string): Promise<StoredObject | null>;
  /** The object's bytes (those of `range` only, when given) as a stream, or null when it is missing. */
  get(name: string, range?: ByteRange): Promise<ObjectRead | null>;
  /** Renews the modification time, which keeps the sweep off the object; false when it is missing. */
  touch(name: string): Promise<boolean>;
  /** Renames `from` to `to` (replacing `to`), renewing its time; false when `from` is missing. */
  move(from: string, to: string): Promise<boolean>;
  /** Removes `name`; nothing happens when it is already gone. */
  delete(name: string): Promise<void>;
  /** Every object, in no particular order, with its size. */
  list(): AsyncIterable<ListedObject>;
  /** Lets go of open connections (a bucket's client) when the app or command line ends. */
  destroy?(): void;
}

export interface ListedObject {
  name: string;
  size: number;
  /** A content checksum when the storage keeps one cheaply (an S3 ETag), for the migration's comparison. */
  etag?: string;
}

export interface StoredObject {
  size: number;
  /** A strong validator for HTTP (`"…"`, quotes included). */
  etag: string;
  /** Last write, touch or move, in milliseconds since the epoch. */
  modifiedMs: number;
}

/** Inclusive byte offsets, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface ObjectRead extends StoredObject {
  body: Readable;
}

export { StorageUnavailableError } from '#server/lib/storage-unavailable';

/** A bare name with nothing that could leave its folder or bucket prefix: no separators, no `..`. */
export function isSafeObjectName(name: string): boolean {
  return (
    name.length > 0 &&
    name.length <= 200 &&
    !name.includes('/') &&
    !name.includes('\\') &&
    !name.includes('..') &&
    !name.includes('\0') &&
    name !== '.'
  );
}

export function assertSafeObjectName(name: string): void {
  if (!isSafeObjectName(name)) throw new Error(`Unsafe upload file name: ${JSON.stringify(name)}`);
}
