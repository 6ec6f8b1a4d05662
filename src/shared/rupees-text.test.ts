import { describe, expect, it } from 'vitest';
import { paiseFromText } from './money';
import { rupeesTextOfPaise } from './rupees-text';

describe('rupeesTextOfPaise', () => {
  it('shows paise as a form field types them: Indian grouping, paise only when there are some', () => {
    expect(rupeesTextOfPaise(15_000_050)).toBe('1,50,000.50');
    expect(rupeesTextOfPaise(20_000_000)).toBe('2,00,000');
    expect(rupeesTextOfPaise(150_075)).toBe('1,500.75');
    expect(rupeesTextOfPaise(5)).toBe('0.05');
    expect(rupeesTextOfPaise(0)).toBe('0');
    expect(rupeesTextOfPaise(12_550_025)).toBe('1,25,500.25');
    expect(rupeesTextOfPaise(5_000_000)).toBe('50,000');
  });

  it('is read back to the same paise', () => {
    for (const paise of [0, 1, 99, 100, 23_600_050, 15_000_050, 20_000_000, 10_000_000_000]) {
      expect(paiseFromText(rupeesTextOfPaise(paise))).toBe(paise);
    }
  });
});
