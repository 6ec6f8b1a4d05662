import { describe, expect, it } from 'vitest';
import { inquiryQuoteFormSchema, rupeesFromText } from './inquiry';

describe('rupeesFromText', () => {
  it.each([
    ['2,00,000', 200000],
    ['₹ 2,50,000', 250000],
    ['Rs. 75000', 75000],
    ['  ', null],
  ])('reads %j', (text, amount) => {
    expect(rupeesFromText(text)).toBe(amount);
  });

  it.each(['12.5', '-5', 'ten lakh'])('refuses %j through the quote schema', (text) => {
    const result = inquiryQuoteFormSchema.safeParse({ quotedAmount: text });
    expect(result.success).toBe(false);
  });

  it('hands the API a number or null', () => {
    expect(inquiryQuoteFormSchema.parse({ quotedAmount: '2,00,000' })).toEqual({ quotedAmount: 200000 });
    expect(inquiryQuoteFormSchema.parse({ quotedAmount: '' })).toEqual({ quotedAmount: null });
  });
});
