import { describe, expect, it } from 'vitest';
import { bookingSchedule } from './booking-schedule.js';

/** ₹2,00,000 with ₹1,00,000 in advance, on 20 March 2031, the balance due 7 days before: 13 March. */
const BOOKING = {
  state: 'awaiting_advance' as const,
  startDate: '2031-03-20',
  balanceDueDays: 7,
  totalPaise: 20_000_000,
  advancePaise: 10_000_000,
};

describe('bookingSchedule', () => {
  it('asks for the advance at once, and for the balance from its due day', () => {
    expect(bookingSchedule(BOOKING, 0, '2031-03-01')).toEqual({
      balancePaise: 10_000_000,
      balanceDueOn: '2031-03-13',
      paidPaise: 0,
      duePaise: 20_000_000,
      overdue: false,
      dueNowPaise: 10_000_000,
    });
    // Part of the advance paid: the rest of it is due now.
    expect(bookingSchedule(BOOKING, 4_000_000, '2031-03-01')).toMatchObject({
      duePaise: 16_000_000,
      dueNowPaise: 6_000_000,
    });
    // The advance paid: nothing is due now until the balance's day.
    expect(bookingSchedule({ ...BOOKING, state: 'confirmed' }, 12_000_000, '2031-03-12')).toMatchObject({
      duePaise: 8_000_000,
      dueNowPaise: 0,
      overdue: false,
    });
  });

  it("is due on the balance's day and overdue the day after", () => {
    const confirmed = { ...BOOKING, state: 'confirmed' as const };
    expect(bookingSchedule(confirmed, 10_000_000, '2031-03-13')).toMatchObject({
      dueNowPaise: 10_000_000,
      overdue: false,
    });
    expect(bookingSchedule(confirmed, 10_000_000, '2031-03-14')).toMatchObject({
      dueNowPaise: 10_000_000,
      overdue: true,
    });
    // Paid in full: never overdue.
    expect(bookingSchedule(confirmed, 20_000_000, '2031-04-01')).toMatchObject({
      duePaise: 0,
      dueNowPaise: 0,
      overdue: false,
    });
  });

  it('asks nothing of a cancelled booking', () => {
    expect(bookingSchedule({ ...BOOKING, state: 'cancelled' }, 5_000_000, '2031-04-01')).toMatchObject({
      paidPaise: 5_000_000,
      duePaise: 0,
      overdue: false,
      dueNowPaise: 0,
    });
  });

  it('counts the balance due days back across a month', () => {
    expect(bookingSchedule({ ...BOOKING, startDate: '2031-03-03' }, 0, '2031-02-01').balanceDueOn).toBe('2031-02-24');
  });
});
