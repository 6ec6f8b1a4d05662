import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONTENT } from '../site-content-defaults.js';
import { figuresSchema, phoneDigits, SITE_SECTION_SCHEMAS, SITE_SECTIONS } from './site-content.js';

const figures = (foundedYear: unknown) => figuresSchema.safeParse({ ...DEFAULT_SITE_CONTENT.figures, foundedYear });
const messageOf = (result: ReturnType<typeof figures>) => result.error?.issues[0]?.message;

describe('the site content schemas', () => {
  it('take the starting texts as they are', () => {
    for (const section of SITE_SECTIONS) {
      expect(SITE_SECTION_SCHEMAS[section].parse(DEFAULT_SITE_CONTENT[section]), section).toEqual(
        DEFAULT_SITE_CONTENT[section],
      );
    }
  });

  it('read the founding year as typed, and call an empty one missing', () => {
    expect(figures('2012').data?.foundedYear).toBe(2012);
    expect(figures(2012).data?.foundedYear).toBe(2012);
    expect(messageOf(figures(''))).toBe('Founding year is required');
    expect(messageOf(figures('  '))).toBe('Founding year is required');
    expect(messageOf(figures('twenty'))).toBe('Founding year is required');
    expect(messageOf(figures('2010.5'))).toBe('Founding year must be a year');
    expect(messageOf(figures('1899'))).toBe('Founding year must be 1900 or later');
  });

  it('keeps only the digits of a phone number for links', () => {
    expect(phoneDigits('+91 98200-12345')).toBe('919820012345');
  });
});
