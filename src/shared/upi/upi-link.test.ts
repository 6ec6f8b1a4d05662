import { describe, expect, it } from 'vitest';
import { normaliseReference, normaliseVpa, referenceProblem, vpaProblem } from './upi-id.js';
import { upiAmount, upiPayUri } from './upi-link.js';

const LIMIT = 10_000_000;
const base = {
  vpa: 'starline@okaxis',
  payeeName: 'Starline Events',
  bookingNumber: 'SLT/B/26-27/0001',
  limitPaise: LIMIT,
};

describe('the UPI link', () => {
  it('is exactly NPCI’s link, every value percent-encoded, the amount in rupees with two decimals', () => {
    expect(
      upiPayUri({ ...base, payeeName: 'Star & Line Events', amountPaise: 11_800_050, limitPaise: 50_000_000 }),
    ).toBe(
      'upi://pay?pa=starline%40okaxis&pn=Star%20%26%20Line%20Events&am=118000.50&cu=INR&tn=SLT%2FB%2F26-27%2F0001&tr=SLT%2FB%2F26-27%2F0001',
    );
  });

  it('writes whole rupees with .00 and paise with two digits', () => {
    expect(upiAmount(11_800_000)).toBe('118000.00');
    expect(upiAmount(5)).toBe('0.05');
    expect(upiAmount(100)).toBe('1.00');
  });

  it('keeps the note to 50 characters, the reference whole', () => {
    const number = 'N'.repeat(60);
    const uri = upiPayUri({ ...base, bookingNumber: number, amountPaise: 100 })!;
    expect(uri).toContain(`tn=${'N'.repeat(50)}&`);
    expect(uri.endsWith(`tr=${number}`)).toBe(true);
  });

  it('is null above the limit, at nothing due, and without a UPI ID', () => {
    expect(upiPayUri({ ...base, amountPaise: LIMIT })).not.toBeNull();
    expect(upiPayUri({ ...base, amountPaise: LIMIT + 1 })).toBeNull();
    expect(upiPayUri({ ...base, amountPaise: 0 })).toBeNull();
    expect(upiPayUri({ ...base, vpa: '', amountPaise: 100 })).toBeNull();
  });
});

describe('UPI IDs and references', () => {
  it('takes name@handle and refuses other shapes', () => {
    expect(vpaProblem(normaliseVpa(' Starline.Events@OKAXIS '))).toBeNull();
    expect(vpaProblem('9876543210@ybl')).toBeNull();
    expect(vpaProblem('starline')).toMatch(/name@bank/);
    expect(vpaProblem('star line@okaxis')).toMatch(/name@bank/);
    expect(vpaProblem('starline@ok@axis')).toMatch(/name@bank/);
    expect(vpaProblem('s@okaxis')).toMatch(/name@bank/);
  });

  it('takes a 12-digit RRN for UPI, and a NEFT or RTGS UTR or an IMPS RRN for a bank transfer', () => {
    expect(referenceProblem('upi', normaliseReference('4123 4567 8901'))).toBeNull();
    expect(referenceProblem('upi', '41234567890')).toMatch(/12 digits/);
    expect(referenceProblem('upi', 'HDFCN52026112812')).toMatch(/12 digits/);
    expect(referenceProblem('bank_transfer', normaliseReference('hdfcn52026112812'))).toBeNull();
    expect(referenceProblem('bank_transfer', 'HDFCR52026112812345678')).toBeNull();
    expect(referenceProblem('bank_transfer', '412345678901')).toBeNull();
    expect(referenceProblem('bank_transfer', 'HDFC123')).toMatch(/UTR/);
    expect(referenceProblem('bank_transfer', '1234N52026112812')).toMatch(/UTR/);
  });
});
