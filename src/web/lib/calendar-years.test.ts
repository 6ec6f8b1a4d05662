import { describe, expect, it } from 'vitest';
import { capitalized, numberInWords, yearsSince } from './calendar-years';

describe('yearsSince', () => {
  it('counts whole years from the founding year', () => {
    expect(yearsSince(2010, 2025)).toBe(15);
    expect(yearsSince(2010, 2026)).toBe(16);
    expect(yearsSince(2010, 2010)).toBe(0);
  });

  it('is never negative, even with a clock set in the past', () => {
    expect(yearsSince(2010, 1999)).toBe(0);
  });
});

describe('numberInWords', () => {
  it.each([
    [0, 'zero'],
    [7, 'seven'],
    [15, 'fifteen'],
    [16, 'sixteen'],
    [19, 'nineteen'],
    [20, 'twenty'],
    [21, 'twenty-one'],
    [40, 'forty'],
    [99, 'ninety-nine'],
  ])('spells %i as %s', (count, words) => {
    expect(numberInWords(count)).toBe(words);
  });

  it('writes digits for 100 and more, negatives and fractions', () => {
    expect(numberInWords(100)).toBe('100');
    expect(numberInWords(-1)).toBe('-1');
    expect(numberInWords(2.5)).toBe('2.5');
  });
});

describe('capitalized', () => {
  it('starts a sentence with the count', () => {
    expect(capitalized('sixteen')).toBe('Sixteen');
    expect(capitalized('twenty-one')).toBe('Twenty-one');
    expect(capitalized('')).toBe('');
  });
});
