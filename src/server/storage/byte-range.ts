import type { ByteRange } from './object-storage.js';

/**
 * What a `Range` header asks of a file `size` bytes long: one range (inclusive offsets), 'none'
 * for the whole file (no header, a header in another unit or with several ranges, which a
 * server may answer whole), or 'unsatisfiable' (416) when it starts past the end.
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | 'none' | 'unsatisfiable' {
  if (header === undefined) return 'none';
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return 'none';
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return 'none';
  if (first === '') {
    // The last `last` bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return 'none';
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

/** Whether an `If-None-Match` header names `etag` (or `*`); weak and strong forms match alike. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}
