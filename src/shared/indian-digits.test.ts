import { describe, expect, it } from 'vitest';
import { indianDigits } from './indian-digits.js';

describe('indianDigits', () => {
  it('groups the last three digits, then pairs', () => {
    expect(indianDigits(0)).toBe('0');
    expect(indianDigits(999)).toBe('999');
    expect(indianDigits(1000)).toBe('1,000');
    expect(indianDigits(100000)).toBe('1,00,000');
    expect(indianDigits(12345678)).toBe('1,23,45,678');
    expect(indianDigits(-2500000)).toBe('-25,00,000');
  });

  it("writes what toLocaleString('en-IN') writes", () => {
    const samples = [1, 12, 123, 1234, 12345, 123456, 1234567, 9007199254740991, -7, -12345678, 1.5, -0.25];
    for (let n = 1; n < 1e15; n = n * 7 + 3) samples.push(n, -n);
    for (const value of samples) expect(indianDigits(value)).toBe(value.toLocaleString('en-IN'));
  });
});
