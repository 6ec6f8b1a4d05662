import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import { LRUCache } from 'lru-cache';

export interface CachedResponse {
  status: number;
  contentType: string;
  body: Buffer;
  etag: string;
  /** Compressed copies, made on first request for each encoding. */
  gzip?: Buffer;
  br?: Buffer;
}

/** Bytes an entry holds, its compressed copies included: what the cache's budget counts. */
function bytesOf(entry: CachedResponse, key: string): number {
  return entry.body.length + (entry.gzip?.length ?? 0) + (entry.br?.length ?? 0) + key.length + 200;
}

/**
 * Ready-to-send response bytes by key, bounded by the bytes they hold (least recently used go
 * first). `generation` guards against a race: a read that began before a write must not store
 * what it read after the write dropped the cache.
 */
export class ResponseCache {
  private readonly entries: LRUCache<string, CachedResponse>;
  private currentGeneration = 0;

  constructor(maxBytes = 64 * 1024 * 1024) {
    this.entries = new LRUCache<string, CachedResponse>({
      maxSize: maxBytes,
      // One answer may take at most an eighth of the budget, so a few huge ones cannot flush the rest.
      maxEntrySize: Math.max(1, Math.floor(maxBytes / 8)),
      sizeCalculation: bytesOf,
    });
  }

  get generation(): number {
    return this.currentGeneration;
  }

  get(key: string): CachedResponse | undefined {
    return this.entries.get(key);
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
    if (generation === this.currentGeneration) this.entries.set(key, entry);
    return entry;
  }

  /** Counts a compressed copy just added to a stored entry against the budget. */
  resized(key: string, entry: CachedResponse): void {
    // Stored again as a new object: lru-cache keeps the old size when handed the same value.
    if (this.entries.peek(key) === entry) this.entries.set(key, { ...entry });
  }

  /**
   * The stored entry's body in the best encoding the client accepts (see encodedBody); a
   * compressed copy made by this call counts against the byte budget from now on.
   */
  encode(key: string, entry: CachedResponse, acceptEncoding: string | undefined): ReturnType<typeof encodedBody> {
    const { br, gzip } = entry;
    const result = encodedBody(entry, acceptEncoding);
    if ((result.encoding === 'br' && !br) || (result.encoding === 'gzip' && !gzip)) this.resized(key, entry);
    return result;
  }

  /** Drops one entry (its fast-path address, if any, then finds nothing and goes the long way). */
  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.currentGeneration += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /** Bytes held now, compressed copies included. */
  get bytes(): number {
    return this.entries.calculatedSize;
  }
}

/** If-None-Match may list several tags, and proxies may have weakened ours (W/). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
}

const COMPRESS_MIN_BYTES = 1024;
/**
 * Real browsers send a few dozen characters. A longer header is treated as "no compression"
 * rather than parsed: it costs nothing and takes nothing from anyone.
 */
const ACCEPT_ENCODING_MAX_LENGTH = 256;
const ENCODINGS: ('br' | 'gzip')[] = ['br', 'gzip'];

/**
 * The encoding to send for an Accept-Encoding header: brotli, then gzip, honouring q-values
 * (q=0 refuses). Parsed by a single pass without regular expressions, so no header can make it
 * slow (a backtracking pattern here once took a second of CPU per request).
 */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  if (!acceptEncoding || acceptEncoding.length > ACCEPT_ENCODING_MAX_LENGTH) return undefined;
  return negotiate(acceptEncoding, ENCODINGS) ?? undefined;
}

/** Picks the best encoding the client accepts and compresses once per entry. */
export function encodedBody(
  entry: CachedResponse,
  acceptEncoding: string | undefined,
): { body: Buffer; encoding?: 'br' | 'gzip' } {
  if (entry.body.length < COMPRESS_MIN_BYTES) return { body: entry.body };
  const encoding = chooseEncoding(acceptEncoding);
  if (encoding === 'br') {
    entry.br ??= brotliCompressSync(entry.body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
    return { body: entry.br, encoding };
  }
  if (encoding === 'gzip') {
    entry.gzip ??= gzipSync(entry.body, { level: 6 });
    return { body: entry.gzip, encoding };
  }
  return { body: entry.body };
}
