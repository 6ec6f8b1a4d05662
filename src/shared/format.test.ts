import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatCelebrityPrice, formatPrice } from './format.js';
import type * as Format from './format.js';

describe('formatPrice', () => {
  it('uses the rupee sign and Indian digit grouping', () => {
    expect(formatPrice(200000)).toBe('₹2,00,000');
    expect(formatPrice(50000)).toBe('₹50,000');
    expect(formatPrice(12500000)).toBe('₹1,25,00,000');
    expect(formatPrice(999)).toBe('₹999');
  });
  it('drops paise', () => {
    expect(formatPrice(1500.6)).toBe('₹1,501');
  });
});

describe('formatCelebrityPrice', () => {
  it('shows Price on Demand when asked, or when there is no price', () => {
    expect(formatCelebrityPrice({ price: null, priceOnDemand: true })).toBe('Price on Demand');
    expect(formatCelebrityPrice({ price: 300000, priceOnDemand: true })).toBe('Price on Demand');
    expect(formatCelebrityPrice({ price: null, priceOnDemand: false })).toBe('Price on Demand');
    expect(formatCelebrityPrice({ price: 300000, priceOnDemand: false })).toBe('₹3,00,000');
  });
});

// 15 March 2026, 01:00 in India: UTC's calendar still says 14 March (issue 18, defect 7).
const ONE_AM_IN_INDIA = '2026-03-14T19:30:00Z';

describe.each(['UTC', 'America/New_York', 'Asia/Kolkata', 'Pacific/Kiritimati'])(
  'dates, on a machine set to %s',
  (zone) => {
    // The module loaded afresh under that zone (Node reads TZ again), so a formatter that took the
    // machine's zone would take this one: nothing below may change with it.
    const machineZone = process.env.TZ;
    let formatDate: typeof Format.formatDate;
    let formatIndianTime: typeof Format.formatIndianTime;
    let formatIndianClock: typeof Format.formatIndianClock;
    let indianDay: typeof Format.indianDay;
    let formatMonth: typeof Format.formatMonth;
    let indianDayAndTime: typeof Format.indianDayAndTime;
    beforeAll(async () => {
      process.env.TZ = zone;
      vi.resetModules();
      ({ formatDate, formatIndianTime, formatIndianClock, indianDay, formatMonth, indianDayAndTime } =
        await import('./format.js'));
    });
    afterAll(() => {
      if (machineZone === undefined) delete process.env.TZ;
      else process.env.TZ = machineZone;
    });

    describe('formatDate', () => {
      it('writes a moment as the day it was in India', () => {
        expect(formatDate(ONE_AM_IN_INDIA)).toBe('15 March 2026');
        expect(formatDate(new Date(ONE_AM_IN_INDIA))).toBe('15 March 2026');
        expect(formatDate(ONE_AM_IN_INDIA, 'short')).toBe('15 Mar 2026');
        // The last minute of an Indian day is still that day.
        expect(formatDate('2026-03-15T18:29:59.999Z')).toBe('15 March 2026');
        expect(formatDate('2026-03-15T18:30:00.000Z')).toBe('16 March 2026');
      });
      it('writes a calendar day as it is, never moved by a zone', () => {
        expect(formatDate('2026-03-15')).toBe('15 March 2026');
        expect(formatDate('2027-01-07', 'short')).toBe('7 Jan 2027');
        expect(formatDate('2026-12-31')).toBe('31 December 2026');
        expect(formatDate('2026-01-01', 'short')).toBe('1 Jan 2026');
      });
      it('returns what it cannot read', () => {
        expect(formatDate('soon')).toBe('soon');
        expect(formatDate('2026-02-30')).toBe('2026-02-30');
        expect(formatDate('')).toBe('');
      });
    });

    describe('formatMonth', () => {
      it('writes a calendar month as it is, never moved by a zone', () => {
        expect(formatMonth('2027-02')).toBe('February 2027');
        expect(formatMonth('2026-01')).toBe('January 2026');
        expect(formatMonth('2026-12')).toBe('December 2026');
      });
      it('returns what it cannot read', () => {
        expect(formatMonth('2027-13')).toBe('2027-13');
        expect(formatMonth('2027-02-01')).toBe('2027-02-01');
        expect(formatMonth('')).toBe('');
      });
    });

    describe('indianDayAndTime', () => {
      it("writes a moment as India's day and 24-hour time, for a spreadsheet", () => {
        expect(indianDayAndTime(ONE_AM_IN_INDIA)).toBe('2026-03-15 01:00');
        expect(indianDayAndTime(new Date('2026-11-28T09:00:00Z'))).toBe('2026-11-28 14:30');
        expect(indianDayAndTime('2026-03-14T18:30:00Z')).toBe('2026-03-15 00:00');
        expect(indianDayAndTime('2026-03-15T18:29:59.999Z')).toBe('2026-03-15 23:59');
      });
      it('returns what it cannot read', () => {
        expect(indianDayAndTime('soon')).toBe('soon');
      });
    });

    describe('formatIndianTime', () => {
      it("writes a moment in India's time", () => {
        expect(formatIndianTime(ONE_AM_IN_INDIA)).toBe('15 March 2026 at 1:00 am IST');
        expect(formatIndianTime(new Date(ONE_AM_IN_INDIA))).toBe('15 March 2026 at 1:00 am IST');
        expect(formatIndianTime('2026-11-24T09:35:00Z')).toBe('24 November 2026 at 3:05 pm IST');
      });
      it('returns what it cannot read', () => {
        expect(formatIndianTime('soon')).toBe('soon');
      });
    });

    describe('formatIndianClock', () => {
      it("writes a moment's time of day in India", () => {
        expect(formatIndianClock(ONE_AM_IN_INDIA)).toBe('1:00 am');
        expect(formatIndianClock('2026-11-24T09:35:00Z')).toBe('3:05 pm');
      });
      it('returns what it cannot read', () => {
        expect(formatIndianClock('soon')).toBe('soon');
      });
    });

    describe('indianDay', () => {
      it("gives the day of India's calendar a moment falls on", () => {
        expect(indianDay(ONE_AM_IN_INDIA)).toBe('2026-03-15');
        expect(indianDay(new Date('2026-03-14T18:29:00Z'))).toBe('2026-03-14');
        expect(indianDay('2026-12-31T18:30:00Z')).toBe('2027-01-01');
      });
      it("is today's day in India by default", () => {
        expect(indianDay()).toBe(indianDay(new Date()));
      });
      it('refuses what is not a moment', () => {
        expect(() => indianDay('soon')).toThrow(RangeError);
      });
    });
  },
);

describe('the same text as Intl writes (decision 0062)', () => {
  const inIndia = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-IN', { ...options, timeZone: 'Asia/Kolkata' });
  const long = { day: 'numeric', month: 'long', year: 'numeric' } as const;
  const short = { day: 'numeric', month: 'short', year: 'numeric' } as const;
  const clock = { hour: 'numeric', minute: '2-digit' } as const;
  // Every 7 h 13 min over three years: each hour of the clock, midnight and noon, every month.
  const moments = Array.from({ length: 3700 }, (_, index) => new Date(Date.UTC(2025, 0, 1) + index * 433 * 60_000));

  it('prices', async () => {
    const { formatPrice } = await import('./format.js');
    const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
    for (const amount of [0, -0, 1, 2.5, -2.5, 999.49, 1500.6, 200000, -12345678.5, 123456789012])
      expect(formatPrice(amount)).toBe(rupees.format(amount));
  });

  it('moments, in India', async () => {
    const format = await import('./format.js');
    for (const moment of moments) {
      expect(format.formatDate(moment)).toBe(inIndia(long).format(moment));
      expect(format.formatDate(moment, 'short')).toBe(inIndia(short).format(moment));
      expect(format.formatIndianTime(moment)).toBe(`${inIndia({ ...long, ...clock }).format(moment)} IST`);
      expect(format.formatIndianClock(moment)).toBe(inIndia(clock).format(moment));
    }
  });

  it('calendar days and months', async () => {
    const format = await import('./format.js');
    const inUtc = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('en-IN', { ...options, timeZone: 'UTC' });
    for (let index = 0; index < 800; index += 1) {
      const day = new Date(Date.UTC(2026, 0, 1 + index));
      const text = day.toISOString().slice(0, 10);
      expect(format.formatDate(text)).toBe(inUtc(long).format(day));
      expect(format.formatDate(text, 'short')).toBe(inUtc(short).format(day));
      expect(format.formatMonth(text.slice(0, 7))).toBe(inUtc({ month: 'long', year: 'numeric' }).format(day));
    }
  });
});
