import { describe, expect, it } from 'vitest';
import { FALLBACK_SLUG, looksLikeId, numberedSlug, SLUG_MAX_LENGTH, SLUG_PATTERN, slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['Meera Kapoor', 'meera-kapoor'],
    ['  Zoë   Ångström ', 'zoe-angstrom'],
    ['Đặng Thị Ngọc', 'dang-thi-ngoc'],
    ['Jürgen Straße', 'jurgen-strasse'],
    ['Søren Łukasz Æsir', 'soren-lukasz-aesir'],
    ['A.R. Rahman', 'a-r-rahman'],
    ["Shah Rukh Khan's Band #1", 'shah-rukh-khan-s-band-1'],
    ['ＦＵＬＬ width', 'full-width'],
    ['--Dj__Snake--', 'dj-snake'],
  ])('%s → %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
    expect(SLUG_PATTERN.test(slug)).toBe(true);
  });

  it('falls back to "celebrity" for a name without ASCII letters or digits, a reserved word or an id', () => {
    expect(slugify('मीरा कपूर')).toBe(FALLBACK_SLUG);
    expect(slugify('!!!')).toBe(FALLBACK_SLUG);
    expect(slugify('')).toBe(FALLBACK_SLUG);
    expect(slugify('Featured')).toBe(FALLBACK_SLUG);
    expect(slugify('3F0C2A6E-8B1D-4C55-9E2A-7D4B1C0E9F21')).toBe(FALLBACK_SLUG);
  });

  it('cuts a long name at a word boundary within the limit', () => {
    const slug = slugify(`${'word '.repeat(30)}end`);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug.endsWith('word')).toBe(true);
    expect(SLUG_PATTERN.test(slug)).toBe(true);
    expect(slugify('x'.repeat(200))).toBe('x'.repeat(SLUG_MAX_LENGTH));
  });
});

describe('numberedSlug', () => {
  it('numbers from 2 and stays within the limit', () => {
    expect(numberedSlug('meera-kapoor', 1)).toBe('meera-kapoor');
    expect(numberedSlug('meera-kapoor', 2)).toBe('meera-kapoor-2');
    const long = 'a'.repeat(SLUG_MAX_LENGTH);
    expect(numberedSlug(long, 12)).toBe(`${'a'.repeat(SLUG_MAX_LENGTH - 3)}-12`);
    expect(SLUG_PATTERN.test(numberedSlug(`${'ab-'.repeat(30)}c`, 3))).toBe(true);
  });
});

describe('looksLikeId', () => {
  it('tells ids from slugs', () => {
    expect(looksLikeId('3f0c2a6e-8b1d-4c55-9e2a-7d4b1c0e9f21')).toBe(true);
    expect(looksLikeId('meera-kapoor')).toBe(false);
  });
});
