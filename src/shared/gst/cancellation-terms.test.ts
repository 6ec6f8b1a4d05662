import { describe, expect, it } from 'vitest';
import { DEFAULT_CANCELLATION_SLABS } from '../schemas/business-details';
import { daysUntil } from '../calendar-days';
import { cancellationTerms, slabFor } from './cancellation-terms';

const EVENT = '2027-03-31';
const base = { totalPaise: 10_000_000, slabs: DEFAULT_CANCELLATION_SLABS, eventStart: EVENT, by: 'customer' as const };

describe('slabFor at the slabs’ edges (31+ days: 25%, 8 to 30: 50%, 7 or fewer: 100%)', () => {
  it.each([
    [31, 25],
    [30, 50],
    [8, 50],
    [7, 100],
    [0, 100],
    [-2, 100],
    [400, 25],
  ])('%i days before keeps %i%%', (days, keep) => {
    expect(slabFor(DEFAULT_CANCELLATION_SLABS, days).keepPercent).toBe(keep);
  });
});

describe('daysUntil', () => {
  it('counts calendar days, across a month end and a leap day', () => {
    expect(daysUntil('2027-02-28', '2027-03-31')).toBe(31);
    expect(daysUntil('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysUntil('2027-04-02', EVENT)).toBe(-2);
  });
});

describe('cancellationTerms', () => {
  it('31 days before keeps a quarter of the total from what was paid, the rest due back', () => {
    expect(cancellationTerms({ ...base, paidPaise: 5_000_000, today: '2027-02-28' })).toEqual({
      daysBefore: 31,
      keepPercent: 25,
      keptPaise: 2_500_000,
      refundDuePaise: 2_500_000,
    });
  });

  it('30 days before keeps half: all of a half advance, nothing back', () => {
    expect(cancellationTerms({ ...base, paidPaise: 5_000_000, today: '2027-03-01' })).toMatchObject({
      keepPercent: 50,
      keptPaise: 5_000_000,
      refundDuePaise: 0,
    });
  });

  it('8 and 7 days before: half, then everything; never more than was paid', () => {
    expect(cancellationTerms({ ...base, paidPaise: 8_000_000, today: '2027-03-23' })).toMatchObject({
      keepPercent: 50,
      keptPaise: 5_000_000,
      refundDuePaise: 3_000_000,
    });
    expect(cancellationTerms({ ...base, paidPaise: 8_000_000, today: '2027-03-24' })).toMatchObject({
      keepPercent: 100,
      keptPaise: 8_000_000,
      refundDuePaise: 0,
    });
  });

  it('called off by the agency: everything paid is due back, whatever the notice', () => {
    expect(cancellationTerms({ ...base, by: 'agency', paidPaise: 8_000_000, today: '2027-03-30' })).toMatchObject({
      keepPercent: 0,
      keptPaise: 0,
      refundDuePaise: 8_000_000,
    });
  });

  it('nothing paid: nothing kept, nothing due', () => {
    expect(cancellationTerms({ ...base, paidPaise: 0, today: '2027-03-30' })).toMatchObject({
      keptPaise: 0,
      refundDuePaise: 0,
    });
  });
});
