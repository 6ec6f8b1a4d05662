import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodedBody, ResponseCache } from './response-cache.js';

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

  it('evicts the least recently used entry past its size', () => {
    const cache = new ResponseCache(2);
    cache.set('a', 200, Buffer.from('a'), 0);
    cache.set('b', 200, Buffer.from('b'), 0);
    cache.get('a');
    cache.set('c', 200, Buffer.from('c'), 0);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.size).toBe(2);
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

  it('honours q=0 and skips small bodies', () => {
    const cache = new ResponseCache();
    const entry = cache.set('k', 200, big, 0);
    expect(encodedBody(entry, 'br;q=0, gzip').encoding).toBe('gzip');
    expect(encodedBody(entry, 'identity').encoding).toBeUndefined();
    const small = cache.set('s', 200, Buffer.from('{}'), 0);
    expect(encodedBody(small, 'br').encoding).toBeUndefined();
  });
});
