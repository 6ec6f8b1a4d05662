import { describe, expect, it } from 'vitest';
import { monthPeriod, quarterPeriod } from './return-period.js';

describe('return periods in India’s calendar', () => {
  it('reads a month, leap Februaries included', () => {
    expect(monthPeriod('2026-11')).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      fp: '112026',
      label: 'November 2026',
      slug: '2026-11',
    });
    expect(monthPeriod('2028-02')?.to).toBe('2028-02-29');
    expect(monthPeriod('2027-02')?.to).toBe('2027-02-28');
  });

  it('reads the quarters of a financial year, filed under their last month', () => {
    expect(quarterPeriod('2026-27-Q1')).toMatchObject({ from: '2026-04-01', to: '2026-06-30', fp: '062026' });
    expect(quarterPeriod('2026-27-Q2')).toMatchObject({ from: '2026-07-01', to: '2026-09-30', fp: '092026' });
    expect(quarterPeriod('2026-27-Q3')).toMatchObject({
      from: '2026-10-01',
      to: '2026-12-31',
      fp: '122026',
      label: 'Q3 2026-27 (October to December 2026)',
    });
    expect(quarterPeriod('2026-27-Q4')).toMatchObject({ from: '2027-01-01', to: '2027-03-31', fp: '032027' });
  });

  it('refuses what is not a period', () => {
    for (const text of ['2026-13', '2026-1', '26-11', '2026-11-01']) expect(monthPeriod(text)).toBeNull();
    for (const text of ['2026-28-Q1', '2026-27-Q5', '2026-27-Q0', '2026-27']) expect(quarterPeriod(text)).toBeNull();
  });
});
