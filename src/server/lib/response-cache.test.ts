import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, encodedBody, ResponseCache } from './response-cache.js';

describe('ResponseCache', () => {
  it('stores and returns bytes with a stable ETag', () => {
    const cache = new ResponseCache();
    const a = cache.set('k', 200, Buffer.from('{"a":1}'), cache.generation);
    expect(cache.get('k')?.etag).toBe(a.etag);
    expect(cache.set('k2', 200, Buffer.from('{"a":1}'), cache.generation).etag).toBe(a.etag);
  });

  it('does not store a read that began before a clear', () => {
    const cache = new ResponseCache();
    const generation = cache.generation;
    cache.clear();
    cache.set('k', 200, Buffer.from('stale'), generation);
    expect(cache.get('k')).toBeUndefined();
  });

  it('evicts the least recently used entries once their bytes pass the budget', () => {
    // Each entry counts its body, its key and 200 bytes of overhead: 301 bytes here, so 8 fit.
    const cache = new ResponseCache(2500);
    const keys = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    for (const key of keys) cache.set(key, 200, Buffer.alloc(100, 1), 0);
    expect(cache.size).toBe(8);
    cache.get('a');
    cache.set('i', 200, Buffer.alloc(100, 1), 0);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.size).toBe(8);
    expect(cache.bytes).toBeLessThanOrEqual(2500);
  });

  it('never keeps one answer larger than an eighth of the budget', () => {
    const cache = new ResponseCache(8000);
    cache.set('small', 200, Buffer.alloc(100), 0);
    cache.set('huge', 200, Buffer.alloc(2000), 0);
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('small')).toBeDefined();
  });

  it('counts compressed copies against the budget', () => {
    const cache = new ResponseCache(1_000_000);
    const body = Buffer.from(JSON.stringify(Array.from({ length: 2000 }, (_, i) => i)));
    const entry = cache.set('k', 200, body, 0);
    const before = cache.bytes;
    encodedBody(entry, 'gzip');
    cache.resized('k', entry);
    expect(cache.bytes).toBe(before + (entry.gzip?.length ?? 0));
  });
});

describe('encodedBody', () => {
  const big = Buffer.from(JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => `item-${i}`) }));

  it('prefers brotli, then gzip, and compresses once', () => {
    const cache = new ResponseCache();
    const entry = cache.set('k', 200, big, 0);
    expect(encodedBody(entry, 'gzip, deflate, br').encoding).toBe('br');
    const gz = encodedBody(entry, 'gzip');
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.body).equals(big)).toBe(true);
    expect(encodedBody(entry, 'gzip').body).toBe(gz.body);
  });

  it('ignores an absurd Accept-Encoding quickly instead of parsing it', () => {
    const cache = new ResponseCache();
    const entry = cache.set('k', 200, big, 0);
    // A header that took a backtracking regular expression about a second per request.
    expect(encodedBody(entry, `br${' '.repeat(16_000)}`).encoding).toBeUndefined();
    expect(encodedBody(entry, `gzip;q=${' '.repeat(16_000)}1`).encoding).toBeUndefined();
    expect(chooseEncoding(`${'x, '.repeat(100)}gzip`)).toBeUndefined();
  });

  it('honours q=0 and skips small bodies', () => {
    const cache = new ResponseCache();
    const entry = cache.set('k', 200, big, 0);
    expect(encodedBody(entry, 'br;q=0, gzip').encoding).toBe('gzip');
    expect(encodedBody(entry, 'identity').encoding).toBeUndefined();
    const small = cache.set('s', 200, Buffer.from('{}'), 0);
    expect(encodedBody(small, 'br').encoding).toBeUndefined();
  });
});
