import { describe, expect, it } from 'vitest';
import { formatRupeeFigure } from './money-figure';

describe('formatRupeeFigure', () => {
  it('shows an amount in whole rupees with Indian grouping, halves up', () => {
    expect(formatRupeeFigure(23_600_000)).toBe('₹2,36,000');
    expect(formatRupeeFigure(72_300_050)).toBe('₹7,23,001');
    expect(formatRupeeFigure(72_300_049)).toBe('₹7,23,000');
    expect(formatRupeeFigure(123_456_789_012)).toBe('₹1,23,45,67,890');
    expect(formatRupeeFigure(0)).toBe('₹0');
  });
});
