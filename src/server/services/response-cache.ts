import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

export interface CachedResponse {
  status: number;
  contentType: string;
  body: Buffer;
  etag: string;
  /** Compressed copies, made on first request for each encoding. */
  gzip?: Buffer;
  br?: Buffer;
}

/**
 * Ready-to-send response bytes keyed by URL. `generation` guards against a race: a read that
 * began before a write must not store what it read after the write dropped the cache.
 */
export class ResponseCache {
  private readonly entries = new Map<string, CachedResponse>();
  private currentGeneration = 0;

  constructor(private readonly maxEntries = 500) {}

  get generation(): number {
    return this.currentGeneration;
  }

  get(key: string): CachedResponse | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      // Move to the end: the Map's order doubles as least-recently-used order.
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  /** Stores `body` unless the cache was cleared since `generation` was read. */
  set(
    key: string,
    status: number,
    body: Buffer,
    generation: number,
    contentType = 'application/json; charset=utf-8',
  ): CachedResponse {
    const entry: CachedResponse = {
      status,
      contentType,
      body,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    };
    if (generation !== this.currentGeneration) return entry;
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return entry;
  }

  clear(): void {
    this.currentGeneration += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

const COMPRESS_MIN_BYTES = 1024;

/** Picks the best encoding the client accepts and compresses once per entry. */
export function encodedBody(
  entry: CachedResponse,
  acceptEncoding: string | undefined,
): { body: Buffer; encoding?: 'br' | 'gzip' } {
  if (entry.body.length < COMPRESS_MIN_BYTES || !acceptEncoding) return { body: entry.body };
  const accepts = (name: string) =>
    new RegExp(`(^|,)\\s*${name}\\s*(;\\s*q=(?!0(\\.0*)?\\s*(,|$))[\\d.]+)?\\s*(,|$)`).test(acceptEncoding);
  if (accepts('br')) {
    entry.br ??= brotliCompressSync(entry.body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
    return { body: entry.br, encoding: 'br' };
  }
  if (accepts('gzip')) {
    entry.gzip ??= gzipSync(entry.body, { level: 6 });
    return { body: entry.gzip, encoding: 'gzip' };
  }
  return { body: entry.body };
}
