import { describe, expect, it } from 'vitest';
import { documentNumber, financialYearOf } from './document-number';

describe('financialYearOf', () => {
  it.each([
    ['2026-04-01', 2026, '26-27'],
    ['2027-03-31', 2026, '26-27'],
    ['2026-03-31', 2025, '25-26'],
    ['2099-12-31', 2099, '99-00'],
  ])('puts %s in the year from April %d (%s)', (day, startYear, label) => {
    expect(financialYearOf(day)).toEqual({ startYear, label });
  });

  it('refuses what is not a day', () => {
    expect(() => financialYearOf('27/11/2026')).toThrow(RangeError);
  });
});

describe('documentNumber', () => {
  it('writes the prefix, series, year and a four-digit sequence', () => {
    expect(documentNumber({ prefix: 'SLT', series: 'Q', financialYear: '26-27', sequence: 42 })).toBe(
      'SLT/Q/26-27/0042',
    );
    expect(documentNumber({ prefix: 'SLT', series: 'Q', financialYear: '26-27', sequence: 9999 })).toHaveLength(16);
  });

  it('refuses a number that would pass 16 characters, and a bad prefix or sequence', () => {
    expect(() => documentNumber({ prefix: 'SLT', series: 'Q', financialYear: '26-27', sequence: 10_000 })).toThrow(
      /longer than 16/,
    );
    expect(() => documentNumber({ prefix: 'SLTX', series: 'Q', financialYear: '26-27', sequence: 1 })).toThrow(
      RangeError,
    );
    expect(() => documentNumber({ prefix: 'S L', series: 'Q', financialYear: '26-27', sequence: 1 })).toThrow(
      RangeError,
    );
    expect(() => documentNumber({ prefix: 'SLT', series: 'Q', financialYear: '26-27', sequence: 0 })).toThrow(
      RangeError,
    );
  });
});
