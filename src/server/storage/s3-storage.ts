import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Readable } from 'node:stream';
import {
  assertSafeObjectName,
  type ByteRange,
  type ListedObject,
  type ObjectRead,
  type ObjectStorage,
  StorageUnavailableError,
  type StoredObject,
} from './object-storage.js';
import { UPLOAD_CACHE_CONTROL, uploadContentType } from './upload-headers.js';

export interface S3StorageOptions {
  bucket: string;
  /** Folder inside the bucket, without leading or trailing slashes; '' for the bucket's root. */
  prefix: string;
  /** An S3-compatible server (R2, MinIO, B2); AWS itself when absent. */
  endpoint?: string;
  region: string;
  /** `bucket` in the path rather than the host name, as MinIO-like servers want. */
  forcePathStyle: boolean;
  /** From the standard AWS variables (or profile, or instance role) when absent. */
  credentials?: S3ClientConfig['credentials'];
}

/** User metadata that records a touch: S3 has no way to renew an object's time but writing it. */
const TOUCHED_AT = 'touched-at';

/** Folders under the prefix: public files, and hidden names that must never be served. */
const PUBLIC_FOLDER = 'uploads/';
const PRIVATE_FOLDER = 'private/';

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

function isMissing(error: unknown): boolean {
  const name = (error as { name?: string }).name;
  return name === 'NoSuchKey' || name === 'NotFound' || statusOf(error) === 404;
}

/**
 * A bucket on S3 or an S3-compatible server, through the official SDK. Keys mirror the site's
 * own addresses: `<prefix>/uploads/<name>` for the files pages show, so a CDN or the bucket's
 * public address can serve `…/uploads/<name>` exactly as the server does; hidden names (a file
 * taken down for its grace period) go under `<prefix>/private/`, which is never made public.
 * Every failure but a missing object is a `StorageUnavailableError` (answered 503).
 */
export class S3Storage implements ObjectStorage {
  readonly location: string;
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly root: string;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.root = options.prefix ? `${options.prefix}/` : '';
    this.location = `s3://${options.bucket}/${options.prefix}`;
    this.client = new S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      forcePathStyle: options.forcePathStyle,
      ...(options.credentials ? { credentials: options.credentials } : {}),
      // A bucket that is away must answer a request in seconds (503), not hold it for minutes.
      maxAttempts: 3,
      requestHandler: { connectionTimeout: 3_000, requestTimeout: 30_000 },
    });
  }

  /** Where `name` is kept in the bucket. */
  keyOf(name: string): string {
    assertSafeObjectName(name);
    return `${this.root}${name.startsWith('.') ? PRIVATE_FOLDER : PUBLIC_FOLDER}${name}`;
  }

  private unavailable(error: unknown): StorageUnavailableError {
    return new StorageUnavailableError(this.location, error);
  }

  /** The headers every object carries; `touchedAt` marks a touch or move. */
  private headersOf(name: string, touchedAt?: number) {
    return {
      ContentType: uploadContentType(name),
      ...(name.startsWith('.') ? {} : { CacheControl: UPLOAD_CACHE_CONTROL }),
      ...(touchedAt === undefined ? {} : { Metadata: { [TOUCHED_AT]: String(touchedAt) } }),
    };
  }

  async put(name: string, body: Buffer | Readable, size?: number): Promise<void> {
    // lib-storage sends a small body in one PUT and a large stream in parts; a failed multipart
    // upload is aborted, so nothing half-written ever appears under the name.
    const upload = new Upload({
      client: this.client,
      params: {
        Bucket: this.bucket,
        Key: this.keyOf(name),
        Body: body,
        ...(size === undefined ? {} : { ContentLength: size }),
        ...this.headersOf(name),
      },
    });
    try {
      await upload.done();
    } catch (error) {
      throw this.unavailable(error);
    }
  }

  async create(name: string, data: Buffer): Promise<boolean> {
    if (await this.touch(name)) return false;
    // Not exclusive as a local link is, but names are content hashes: two instances writing the
    // same name at once write the same bytes.
    await this.put(name, data, data.length);
    return true;
  }

  async stat(name: string): Promise<StoredObject | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.keyOf(name) }));
      return {
        size: head.ContentLength ?? 0,
        etag: head.ETag ?? '""',
        modifiedMs: modifiedMsOf(head.LastModified, head.Metadata),
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw this.unavailable(error);
    }
  }

  async get(name: string, range?: ByteRange): Promise<ObjectRead | null> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: this.keyOf(name),
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      const total = /\/(\d+)$/.exec(answer.ContentRange ?? '')?.[1];
      return {
        body: answer.Body as Readable,
        size: total === undefined ? (answer.ContentLength ?? 0) : Number(total),
        etag: answer.ETag ?? '""',
        modifiedMs: modifiedMsOf(answer.LastModified, answer.Metadata),
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw this.unavailable(error);
    }
  }

  /** Copies `from` onto `to` with a new touch time; false when `from` is missing. */
  private async copy(from: string, to: string): Promise<boolean> {
    try {
      await this.client.send(
        new CopyObjectCommand({
          Bucket: this.bucket,
          Key: this.keyOf(to),
          CopySource: `${this.bucket}/${encodeURIComponent(this.keyOf(from)).replace(/%2F/g, '/')}`,
          MetadataDirective: 'REPLACE',
          ...this.headersOf(to, Date.now()),
        }),
      );
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw this.unavailable(error);
    }
  }

  touch(name: string): Promise<boolean> {
    // A copy onto itself: S3 (and R2, MinIO) give it a new last-modified time; the touch time in
    // its metadata says the same to servers that keep the old one.
    return this.copy(name, name);
  }

  async move(from: string, to: string): Promise<boolean> {
    if (!(await this.copy(from, to))) return false;
    await this.delete(from);
    return true;
  }

  async delete(name: string): Promise<void> {
    try {
      // S3 answers a missing key like a removed one.
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.keyOf(name) }));
    } catch (error) {
      throw this.unavailable(error);
    }
  }

  async *list(): AsyncIterable<ListedObject> {
    for (const folder of [PUBLIC_FOLDER, PRIVATE_FOLDER]) {
      const prefix = `${this.root}${folder}`;
      try {
        for await (const page of paginateListObjectsV2(
          { client: this.client },
          { Bucket: this.bucket, Prefix: prefix },
        )) {
          for (const object of page.Contents ?? []) {
            const name = object.Key?.slice(prefix.length) ?? '';
            // Only bare names are ours (and only hidden ones belong in the private folder).
            if (name.includes('/') || name.startsWith('.') !== (folder === PRIVATE_FOLDER) || name === '') continue;
            yield { name, size: object.Size ?? 0, ...(object.ETag ? { etag: object.ETag } : {}) };
          }
        }
      } catch (error) {
        throw this.unavailable(error);
      }
    }
  }

  /** Closes the client's connections (tests and command lines that end). */
  destroy(): void {
    this.client.destroy();
  }
}

function modifiedMsOf(lastModified: Date | undefined, metadata: Record<string, string> | undefined): number {
  const touched = Number(metadata?.[TOUCHED_AT]);
  return Math.max(lastModified?.getTime() ?? 0, Number.isFinite(touched) ? touched : 0);
}
