import { describe, expect, it } from 'vitest';
import { inclusiveIgstSplit, splitLike, splitTotal } from './amount-split';

const QUOTE = {
  taxablePaise: 22_000_000,
  cgstPaise: 1_980_000,
  sgstPaise: 1_980_000,
  igstPaise: 0,
  reimbursementPaise: 1_500_050,
};

describe('splitLike', () => {
  it('divides an advance like the quote, adding up to it to the paisa', () => {
    const half = splitLike(13_730_025, QUOTE);
    expect(splitTotal(half)).toBe(13_730_025);
    expect(half.taxablePaise).toBe(11_000_000);
    expect(half.cgstPaise).toBe(990_000);
    expect(half.sgstPaise).toBe(990_000);
    expect(half.reimbursementPaise).toBe(750_025);
  });

  it('gives the whole amount back for the whole total, and nothing for nothing', () => {
    expect(splitLike(splitTotal(QUOTE), QUOTE)).toEqual(QUOTE);
    expect(splitTotal(splitLike(0, QUOTE))).toBe(0);
  });

  it('hands the paise left by rounding to the largest remainders, never losing one', () => {
    const thirds = { taxablePaise: 1, cgstPaise: 1, sgstPaise: 1, igstPaise: 0, reimbursementPaise: 0 };
    expect(splitLike(2, thirds)).toEqual({
      taxablePaise: 1,
      cgstPaise: 1,
      sgstPaise: 0,
      igstPaise: 0,
      reimbursementPaise: 0,
    });
    for (const amount of [1, 7, 99_999, 12_345_678]) expect(splitTotal(splitLike(amount, QUOTE))).toBe(amount);
  });

  it('stays exact where a float product would not (crores of rupees)', () => {
    const large = {
      taxablePaise: 90_000_000_001,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 16_200_000_000,
      reimbursementPaise: 3,
    };
    const part = splitLike(53_100_000_002, large);
    expect(splitTotal(part)).toBe(53_100_000_002);
  });

  it('refuses a negative amount and a total of nothing', () => {
    expect(() => splitLike(-1, QUOTE)).toThrow(RangeError);
    expect(() =>
      splitLike(1, { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, reimbursementPaise: 0 }),
    ).toThrow(RangeError);
  });
});

describe('inclusiveIgstSplit', () => {
  it('takes 18% IGST out of an amount that includes it (Rule 50, supply not yet settled)', () => {
    expect(inclusiveIgstSplit(11_800_000)).toEqual({
      taxablePaise: 10_000_000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 1_800_000,
      reimbursementPaise: 0,
    });
    expect(splitTotal(inclusiveIgstSplit(12_345))).toBe(12_345);
  });
});
