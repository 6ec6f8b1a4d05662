import { describe, expect, it } from 'vitest';
import {
  financialYears,
  monthsOf,
  quarterOf,
  readRegisterParams,
  registerAddress,
  registerQuery,
} from './register-params';

describe('the TDS register period', () => {
  it('offers the financial years from 2024-25 to today’s, the newest first', () => {
    expect(financialYears('2026-11-28')).toEqual(['2026-27', '2025-26', '2024-25']);
    expect(financialYears('2027-03-31')).toEqual(['2026-27', '2025-26', '2024-25']);
    expect(financialYears('2027-04-01')[0]).toBe('2027-28');
  });

  it('lists a year’s months from April to March', () => {
    expect(monthsOf('2026-27')).toEqual([
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
      '2027-03',
    ]);
  });

  it.each([
    ['2026-04-01', 1],
    ['2026-06-30', 1],
    ['2026-07-01', 2],
    ['2026-11-28', 3],
    ['2027-01-15', 4],
    ['2027-03-31', 4],
  ] as const)('puts %s in quarter %i', (day, quarter) => {
    expect(quarterOf(day)).toBe(quarter);
  });

  it('reads the address, and falls back to today’s quarter', () => {
    const read = (query: string) => readRegisterParams(new URLSearchParams(query), '2026-11-28');
    expect(read('')).toEqual({ fy: '2026-27', period: { kind: 'quarter', quarter: 3 } });
    expect(read('fy=2025-26')).toEqual({ fy: '2025-26', period: { kind: 'quarter', quarter: 1 } });
    expect(read('fy=2026-27&month=2026-10')).toEqual({ fy: '2026-27', period: { kind: 'month', month: '2026-10' } });
    // A month outside the year, or a quarter that is none, is not taken.
    expect(read('fy=2026-27&month=2026-03').period).toEqual({ kind: 'quarter', quarter: 3 });
    expect(read('quarter=5').period).toEqual({ kind: 'quarter', quarter: 3 });
    expect(read('fy=1999-00').fy).toBe('2026-27');
    expect(registerQuery(read('fy=2026-27&quarter=2'))).toEqual({ fy: '2026-27', quarter: '2' });
    // The API takes a month alone; the address keeps its year too.
    expect(registerQuery(read('fy=2026-27&month=2027-01'))).toEqual({ month: '2027-01' });
    expect(registerAddress(read('fy=2026-27&month=2027-01'))).toEqual({ fy: '2026-27', month: '2027-01' });
  });
});
