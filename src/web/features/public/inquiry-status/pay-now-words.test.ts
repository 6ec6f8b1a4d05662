import { describe, expect, it } from 'vitest';
import { claimFormAnswerOf, noQrReason } from './pay-now-words';

describe('Pay now’s words', () => {
  it('reads the form’s answer from the address, and nothing else', () => {
    expect(claimFormAnswerOf('?claim=sent')).toBe('sent');
    expect(claimFormAnswerOf('?claim=taken')).toBe('taken');
    expect(claimFormAnswerOf('?claim=<b>hi</b>')).toBeNull();
    expect(claimFormAnswerOf('')).toBeNull();
  });

  it('says why there is no QR above UPI’s limit', () => {
    expect(noQrReason({ upiUri: null, dueNowPaise: 11_800_000, upiLimitPaise: 10_000_000 })).toBe(
      'UPI takes at most ₹1,00,000.00 in one payment, so ₹1,18,000.00 cannot be paid by UPI QR. Please pay by bank transfer (NEFT, RTGS or IMPS) to the account below.',
    );
    expect(noQrReason({ upiUri: 'upi://pay?pa=a%40b', dueNowPaise: 100, upiLimitPaise: 10_000_000 })).toBeNull();
    expect(noQrReason({ upiUri: null, dueNowPaise: 100, upiLimitPaise: 10_000_000 })).toMatch(/^Please pay by bank/);
  });
});
