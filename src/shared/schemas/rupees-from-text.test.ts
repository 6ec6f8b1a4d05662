import { describe, expect, it } from 'vitest';
import { rupeesFromText } from './inquiry';

describe('rupeesFromText', () => {
  it.each([
    ['2,00,000', 200000],
    ['₹ 2,50,000', 250000],
    ['Rs. 75000', 75000],
    ['  ', null],
  ])('reads %j', (text, amount) => {
    expect(rupeesFromText(text)).toBe(amount);
  });

  it.each(['12.5', '-5', 'ten lakh'])('reads %j as not a number, which a number schema refuses', (text) => {
    expect(rupeesFromText(text)).toBeNaN();
  });
});
