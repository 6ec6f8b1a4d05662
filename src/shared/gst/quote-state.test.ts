import { describe, expect, it } from 'vitest';
import { inquiryQuoteStateOn, quoteStateOn } from './quote-state';

describe('quoteStateOn', () => {
  it.each([
    ['draft', false, '2026-11-30', 'draft'],
    ['sent', false, '2026-11-30', 'sent'],
    ['sent', true, '2026-11-30', 'viewed'],
    ['sent', false, '2026-11-27', 'sent'],
    ['sent', true, '2026-11-26', 'expired'],
    ['sent', false, '2026-11-26', 'expired'],
    ['accepted', true, '2026-11-01', 'accepted'],
    ['declined', true, '2026-11-01', 'declined'],
    ['superseded', false, '2026-11-01', 'superseded'],
  ] as const)('%s, viewed %s, valid until %s, on 2026-11-27: %s', (stored, viewed, validUntil, shown) => {
    expect(quoteStateOn(stored, { viewed, validUntil }, '2026-11-27')).toBe(shown);
  });
});

describe('inquiryQuoteStateOn', () => {
  it.each([
    [null, null, null],
    ['draft', '2026-11-01', 'draft'],
    ['sent', '2026-11-27', 'sent'],
    ['viewed', '2026-11-28', 'viewed'],
    ['sent', '2026-11-26', 'expired'],
    ['viewed', '2026-11-26', 'expired'],
    ['accepted', '2026-11-01', 'accepted'],
    ['declined', '2026-11-01', 'declined'],
  ] as const)('%s valid until %s, on 2026-11-27: %s', (stored, validUntil, shown) => {
    expect(inquiryQuoteStateOn(stored, validUntil, '2026-11-27')).toBe(shown);
  });
});
