import { describe, expect, it } from 'vitest';
import { formatPaise, formatRupeesWithPaise, paiseFromText } from './money';

describe('formatPaise', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [100, '1.00'],
    [23_600_000, '2,36,000.00'],
    [23_600_050, '2,36,000.50'],
    [1_000_000_000, '1,00,00,000.00'],
    [-150, '-1.50'],
  ])('writes %d paise as %s', (paise, text) => {
    expect(formatPaise(paise)).toBe(text);
  });

  it('refuses a fraction of a paisa', () => {
    expect(() => formatPaise(1.5)).toThrow(RangeError);
  });

  it('puts the rupee sign before the digits', () => {
    expect(formatRupeesWithPaise(23_600_000)).toBe('₹2,36,000.00');
    expect(formatRupeesWithPaise(-150)).toBe('-₹1.50');
  });
});

describe('paiseFromText', () => {
  it.each([
    ['2,36,000', 23_600_000],
    ['₹ 2,36,000.5', 23_600_050],
    ['Rs. 1500.75', 150_075],
    ['0.05', 5],
    ['  42 ', 4_200],
  ])('reads %j', (text, paise) => {
    expect(paiseFromText(text)).toBe(paise);
  });

  it.each(['', '1.005', '-5', 'ten', '1e5', '1,00.0.0'])('refuses %j', (text) => {
    expect(paiseFromText(text)).toBeNull();
  });
});
