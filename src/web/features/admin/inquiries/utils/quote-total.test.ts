import { describe, expect, it } from 'vitest';
import { quoteTotalText } from './quote-total.js';

describe('quoteTotalText', () => {
  it.each([
    [23_600_000, '₹2,36,000'],
    [100, '₹1'],
    [0, '₹0'],
    [23_600_050, '₹2,36,000.50'],
    [5, '₹0.05'],
  ])('writes %i paise as %s', (paise, text) => {
    expect(quoteTotalText(paise)).toBe(text);
  });
});
