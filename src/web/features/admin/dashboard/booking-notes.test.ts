import { describe, expect, it } from 'vitest';
import { barPercent, bookingsText, outstandingNote, receivedNote } from './booking-notes';

describe('booking notes', () => {
  it('counts bookings in words', () => {
    expect(bookingsText(0)).toBe('0 bookings');
    expect(bookingsText(1)).toBe('1 booking');
    expect(bookingsText(12_000)).toBe('12,000 bookings');
  });

  it("says what the month's payments came to in all, in whole rupees", () => {
    expect(receivedNote({ count: 3, paise: 42_500_050 }, '2031-03')).toBe(
      '₹4,25,001 received in March 2031 in all, from 3 payments (TDS included)',
    );
    expect(receivedNote({ count: 1, paise: 100 }, '2030-12')).toBe(
      '₹1 received in December 2030 in all, from 1 payment (TDS included)',
    );
    expect(receivedNote({ count: 0, paise: 0 }, '2031-03')).toBe('No payment received in March 2031');
  });

  it('says on how many bookings something is due', () => {
    expect(outstandingNote({ count: 4, paise: 63_000_000 })).toBe('Still due on 4 bookings, advances included');
    expect(outstandingNote({ count: 1, paise: 1 })).toBe('Still due on 1 booking, advances included');
    expect(outstandingNote({ count: 0, paise: 0 })).toBe('Nothing due on any booking');
  });

  it("draws each month's bar against the largest month, a sliver at least for any value", () => {
    expect(barPercent(120_000_000, 120_000_000)).toBe(100);
    expect(barPercent(40_000_000, 120_000_000)).toBe(33);
    expect(barPercent(1, 120_000_000)).toBe(2);
    expect(barPercent(0, 120_000_000)).toBe(0);
    expect(barPercent(0, 0)).toBe(0);
  });
});
