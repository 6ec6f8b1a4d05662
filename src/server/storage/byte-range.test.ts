import { describe, expect, it } from 'vitest';
import { etagMatches, parseByteRange } from './byte-range.js';

describe('parseByteRange', () => {
  it('reads one range, an open end and a suffix', () => {
    expect(parseByteRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseByteRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
    // An end past the file is cut to it.
    expect(parseByteRange('bytes=10-5000', 1000)).toEqual({ start: 10, end: 999 });
  });

  it('answers the whole file for no header, another unit, several ranges or a malformed one', () => {
    for (const header of [undefined, 'items=0-1', 'bytes=0-1,5-9', 'bytes=-', 'bytes=9-2', 'bytes=a-b']) {
      expect(parseByteRange(header, 1000), String(header)).toBe('none');
    }
  });

  it('refuses a range that starts past the end', () => {
    expect(parseByteRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=-0', 1000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=0-', 0)).toBe('unsatisfiable');
  });
});

describe('etagMatches', () => {
  it('matches the same tag, weak or strong, in a list, or a star', () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x", "abc"', '"abc"')).toBe(true);
    expect(etagMatches('*', '"abc"')).toBe(true);
    expect(etagMatches('"abd"', '"abc"')).toBe(false);
    expect(etagMatches(undefined, '"abc"')).toBe(false);
  });
});
