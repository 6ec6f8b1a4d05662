import { describe, expect, it } from 'vitest';
import { PRICE_RANGES, type PriceRange } from './celebrity-list-options.js';

describe('PRICE_RANGES', () => {
  it('has ranges that follow on from each other, so every price is in exactly one', () => {
    const ranges = Object.values(PRICE_RANGES);
    expect(ranges[0]?.min).toBeNull();
    expect(ranges.at(-1)?.max).toBeNull();
    for (const [index, range] of ranges.slice(1).entries()) expect(range.min).toBe(ranges[index]?.max);
    const holding = (price: number) =>
      (Object.keys(PRICE_RANGES) as PriceRange[]).filter((key) => {
        const { min, max } = PRICE_RANGES[key];
        return (min === null || price >= min) && (max === null || price < max);
      });
    for (const price of [1, 99_999, 100_000, 499_999, 500_000, 999_999, 1_000_000, 50_000_000]) {
      expect(holding(price), String(price)).toHaveLength(1);
    }
  });
});
