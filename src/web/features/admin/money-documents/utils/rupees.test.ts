import { describe, expect, it } from 'vitest';
import { formatRupees } from './rupees';

describe('formatRupees', () => {
  it('writes whole rupees with Indian grouping, and the paise only when there are some', () => {
    expect(formatRupees(20_000_000)).toBe('₹2,00,000');
    expect(formatRupees(23_600_050)).toBe('₹2,36,000.50');
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(-1_180_000)).toBe('-₹11,800');
  });
});
