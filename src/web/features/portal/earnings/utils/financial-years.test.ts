import { describe, expect, it } from 'vitest';
import { recentFinancialYears } from './financial-years';

describe('recentFinancialYears', () => {
  it('starts in April: 31 March is still the year before', () => {
    expect(recentFinancialYears('2027-03-31')).toEqual(['2026-27', '2025-26', '2024-25']);
    expect(recentFinancialYears('2027-04-01')).toEqual(['2027-28', '2026-27', '2025-26']);
  });

  it('writes the century’s turn as India does', () => {
    expect(recentFinancialYears('2099-12-01', 2)).toEqual(['2099-00', '2098-99']);
  });
});
