import { describe, expect, it } from 'vitest';
import { creditNoteFormSchema, paymentFormSchema, refundFormSchema, rupeesText } from './money-forms';

const PAYMENT = {
  amount: '1,25,500.25',
  date: '2026-11-20',
  mode: 'bank_transfer',
  reference: 'UTR1',
  tdsSection: '',
  tds: '',
};

describe('paymentFormSchema', () => {
  it('turns rupees into paise, a blank TDS into none', () => {
    expect(paymentFormSchema.parse(PAYMENT)).toEqual({
      amountPaise: 12_550_025,
      date: '2026-11-20',
      mode: 'bank_transfer',
      reference: 'UTR1',
      tdsSection: '',
      tdsPaise: 0,
    });
  });

  it('asks for an amount, a reference unless cash, and the section of any TDS', () => {
    const result = paymentFormSchema.safeParse({ ...PAYMENT, amount: 'lots', reference: '', tds: '2,000' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [],
    );
    expect(messages).toEqual({
      amount: 'Type the amount in rupees, for example 50,000',
      reference: 'Give the UTR, UPI or cheque reference',
      tdsSection: 'Say under which section the tax was deducted (for example 194J)',
    });
    expect(paymentFormSchema.safeParse({ ...PAYMENT, mode: 'cash', reference: '' }).success).toBe(true);
  });
});

describe('refund and credit note forms', () => {
  it('take rupees and give paise', () => {
    expect(
      refundFormSchema.parse({ amount: '500', date: '2026-11-25', mode: 'upi', reference: 'U1' }).amountPaise,
    ).toBe(50_000);
    expect(creditNoteFormSchema.parse({ amount: '23,600', reason: 'Shorter show' })).toEqual({
      amountPaise: 2_360_000,
      reason: 'Shorter show',
    });
    expect(creditNoteFormSchema.safeParse({ amount: '0', reason: 'x' }).success).toBe(false);
  });
});

describe('rupeesText', () => {
  it('writes paise back as rupees in Indian grouping', () => {
    expect(rupeesText(12_550_025)).toBe('1,25,500.25');
    expect(rupeesText(5_000_000)).toBe('50,000');
  });
});
