import { describe, expect, it } from 'vitest';
import { creditNoteFormSchema, paymentFormSchema, paymentInputSchema, refundFormSchema } from './billing';

/** "Record payment" as typed: each amount in its rupees field, under the API's names. */
const PAYMENT = {
  amountPaise: '1,25,500.25',
  date: '2026-11-20',
  mode: 'bank_transfer',
  reference: 'UTR1',
  tdsSection: '',
  tdsPaise: '',
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
    const result = paymentFormSchema.safeParse({ ...PAYMENT, amountPaise: 'lots', reference: '', tdsPaise: '2,000' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [],
    );
    expect(messages).toEqual({
      amountPaise: 'Type the amount in rupees, for example 50,000',
      reference: 'Give the UTR, UPI or cheque reference',
      tdsSection: 'Say under which section the tax was deducted (for example 194J)',
    });
    expect(paymentFormSchema.safeParse({ ...PAYMENT, mode: 'cash', reference: '' }).success).toBe(true);
  });

  it('gives what the API takes, refused by the API for the same reasons in the same words', () => {
    const typed = paymentFormSchema.parse(PAYMENT);
    expect(paymentInputSchema.parse(typed)).toEqual(typed);
    const form = paymentFormSchema.safeParse({ ...PAYMENT, reference: '', tdsPaise: '2,000' });
    const api = paymentInputSchema.safeParse({ ...typed, reference: '', tdsPaise: 200_000 });
    expect(api.error?.issues.map((issue) => [issue.path, issue.message])).toEqual(
      form.error?.issues.map((issue) => [issue.path, issue.message]),
    );
  });
});

describe('refund and credit note forms', () => {
  it('take rupees and give paise', () => {
    expect(
      refundFormSchema.parse({ amountPaise: '500', date: '2026-11-25', mode: 'upi', reference: 'U1' }).amountPaise,
    ).toBe(50_000);
    expect(creditNoteFormSchema.parse({ amountPaise: '23,600', reason: 'Shorter show' })).toEqual({
      amountPaise: 2_360_000,
      reason: 'Shorter show',
    });
    expect(creditNoteFormSchema.safeParse({ amountPaise: '0', reason: 'x' }).success).toBe(false);
  });
});
