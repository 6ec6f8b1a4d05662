import { describe, expect, it } from 'vitest';
import {
  basisPointsOfPercent,
  commissionFormSchema,
  commissionInputSchema,
  payeeFormSchema,
  payoutFormSchema,
  percentTextOfBasisPoints,
  tdsRegisterQuerySchema,
} from './payouts';

const PAYEE = {
  legalName: 'Aarav Mehta',
  pan: 'abcpm 1234f',
  payeeKind: 'individual_or_huf',
  commissionPercent: '15',
  tdsSection: '194J',
  upiId: 'Aarav@OKAXIS',
};

describe('the payouts schemas', () => {
  it('reads a commission as percent text or a number, to the hundredth, into basis points', () => {
    expect(commissionFormSchema.parse({ commissionPercent: '12.5%', reason: 'x' }).commissionPercent).toBe(12.5);
    expect(
      basisPointsOfPercent(commissionInputSchema.parse({ commissionPercent: 0.29, reason: 'x' }).commissionPercent),
    ).toBe(29);
    expect(commissionInputSchema.safeParse({ commissionPercent: 12.345, reason: 'x' }).success).toBe(false);
    expect(commissionInputSchema.safeParse({ commissionPercent: 101, reason: 'x' }).success).toBe(false);
    expect(commissionFormSchema.safeParse({ commissionPercent: 'fifteen', reason: 'x' }).success).toBe(false);
    expect(percentTextOfBasisPoints(1250)).toBe('12.5');
  });

  it('normalises the payee as typed and holds the PAN to its shape and holder', () => {
    const payee = payeeFormSchema.parse(PAYEE);
    expect(payee).toMatchObject({ pan: 'ABCPM1234F', upiId: 'aarav@okaxis', commissionPercent: 15, noTdsReason: '' });
    expect(payeeFormSchema.safeParse({ ...PAYEE, payeeKind: 'other' }).success).toBe(false);
    expect(payeeFormSchema.safeParse({ ...PAYEE, pan: 'ABCPM1234' }).success).toBe(false);
    expect(payeeFormSchema.safeParse({ ...PAYEE, pan: '' }).success).toBe(true);
    expect(payeeFormSchema.safeParse({ ...PAYEE, upiId: '', bankAccountNumber: '0012345678' }).success).toBe(false);
  });

  it('takes a payout in rupees, with a TDS set by hand no more than it', () => {
    const base = { amountPaise: '50,000', date: '2026-11-20', mode: 'upi', reference: 'UPI123' };
    expect(payoutFormSchema.parse(base).amountPaise).toBe(5_000_000);
    expect(
      payoutFormSchema.safeParse({ ...base, tdsOverride: { tdsPaise: '60,000', reason: 'Certificate' } }).success,
    ).toBe(false);
  });

  it('asks the register for a month, or a year and quarter', () => {
    expect(tdsRegisterQuerySchema.safeParse({ fy: '2026-27', quarter: '3' }).success).toBe(true);
    expect(tdsRegisterQuerySchema.safeParse({ month: '2026-11' }).success).toBe(true);
    expect(tdsRegisterQuerySchema.safeParse({}).success).toBe(false);
    expect(tdsRegisterQuerySchema.safeParse({ fy: '2026-28' }).success).toBe(false);
    expect(tdsRegisterQuerySchema.safeParse({ fy: '2026-27', quarter: '5' }).success).toBe(false);
  });
});
