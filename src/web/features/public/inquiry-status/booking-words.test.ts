import { describe, expect, it } from 'vitest';
import { bookingExplanation, paymentLine } from './booking-words';

/** ₹2,36,000 with ₹1,18,000 in advance, the balance due by 5 October 2030. */
const BOOKING = {
  state: 'awaiting_advance' as const,
  advancePaise: 11_800_000,
  paidPaise: 0,
  duePaise: 23_600_000,
  dueNowPaise: 11_800_000,
  balanceDueOn: '2030-10-05',
  overdue: false,
};

describe('booking words', () => {
  it("explains each state in the customer's words", () => {
    expect(bookingExplanation({ state: 'awaiting_advance', confirmedAt: null, cancelledAt: null })).toBe(
      'We are holding your dates. Your booking is confirmed once your advance reaches us.',
    );
    // Confirmed at 20:00 UTC on 9 January is 10 January in India.
    expect(bookingExplanation({ state: 'confirmed', confirmedAt: '2030-01-09T20:00:00.000Z', cancelledAt: null })).toBe(
      'Your dates are booked: confirmed on 10 January 2030.',
    );
    expect(bookingExplanation({ state: 'completed', confirmedAt: null, cancelledAt: null })).toBe(
      'Your event has taken place. Thank you for booking with us.',
    );
    expect(bookingExplanation({ state: 'cancelled', confirmedAt: null, cancelledAt: '2030-01-10T06:30:00.000Z' })).toBe(
      'This booking was cancelled on 10 January 2030.',
    );
    expect(bookingExplanation({ state: 'cancelled', confirmedAt: null, cancelledAt: null })).toBe(
      'This booking has been cancelled.',
    );
  });

  it('asks for the advance, then the rest of it', () => {
    expect(paymentLine(BOOKING)).toEqual({
      text: 'Due now: ₹1,18,000.00, the advance, to confirm your booking.',
      tone: 'due',
    });
    expect(paymentLine({ ...BOOKING, paidPaise: 5_000_000, duePaise: 18_600_000, dueNowPaise: 6_800_000 })).toEqual({
      text: 'Due now: ₹68,000.00, the rest of the advance, to confirm your booking.',
      tone: 'due',
    });
  });

  it('says when the balance is due, due now, overdue or paid', () => {
    const advancePaid = { ...BOOKING, state: 'confirmed' as const, paidPaise: 11_800_000, duePaise: 11_800_000 };
    expect(paymentLine({ ...advancePaid, dueNowPaise: 0 })).toEqual({
      text: 'Nothing is due now. The balance of ₹1,18,000.00 is due by 5 October 2030.',
      tone: 'settled',
    });
    expect(paymentLine({ ...advancePaid, dueNowPaise: 11_800_000 })).toEqual({
      text: 'Due now: the balance of ₹1,18,000.00, by 5 October 2030.',
      tone: 'due',
    });
    expect(paymentLine({ ...advancePaid, dueNowPaise: 11_800_000, overdue: true })).toEqual({
      text: 'Payment overdue: the balance was due by 5 October 2030. Please pay ₹1,18,000.00 now.',
      tone: 'overdue',
    });
    expect(paymentLine({ ...advancePaid, paidPaise: 23_600_000, duePaise: 0, dueNowPaise: 0 })).toEqual({
      text: 'Paid in full. Thank you.',
      tone: 'settled',
    });
  });

  it('asks nothing of a cancelled booking', () => {
    expect(paymentLine({ ...BOOKING, state: 'cancelled', dueNowPaise: 0 })).toBeNull();
  });
});
