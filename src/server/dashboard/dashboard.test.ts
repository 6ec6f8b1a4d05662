import { describe, expect, it } from 'vitest';
import { answeredOnTime, indiaMonths, monthStarts, stat, wholePercentOf } from './dashboard.js';

describe('stat', () => {
  it('gives the value, last month and the change in whole percent', () => {
    expect(stat(12, 10)).toEqual({ value: 12, previous: 10, changePercent: 20 });
    expect(stat(5, 10)).toEqual({ value: 5, previous: 10, changePercent: -50 });
    expect(stat(10, 10)).toEqual({ value: 10, previous: 10, changePercent: 0 });
    expect(stat(0, 4)).toEqual({ value: 0, previous: 4, changePercent: -100 });
    expect(stat(30, 10)).toEqual({ value: 30, previous: 10, changePercent: 200 });
  });

  it('has no percentage when last month was 0', () => {
    expect(stat(5, 0)).toEqual({ value: 5, previous: 0, changePercent: null });
    expect(stat(0, 0)).toEqual({ value: 0, previous: 0, changePercent: null });
  });

  it('rounds to whole percent, halves away from zero, the same both ways', () => {
    expect(stat(4, 3).changePercent).toBe(33);
    expect(stat(2, 3).changePercent).toBe(-33);
    expect(stat(5, 3).changePercent).toBe(67);
    expect(stat(1, 3).changePercent).toBe(-67);
    expect(stat(41, 40).changePercent).toBe(3);
    expect(stat(39, 40).changePercent).toBe(-3);
    expect(stat(1005, 1000).changePercent).toBe(1);
    expect(stat(115, 100).changePercent).toBe(15);
  });

  it('never answers -0', () => {
    expect(Object.is(stat(1999, 2000).changePercent, 0)).toBe(true);
    expect(Object.is(stat(2001, 2000).changePercent, 0)).toBe(true);
    expect(stat(199, 200).changePercent).toBe(-1);
    expect(stat(201, 200).changePercent).toBe(1);
  });
});

describe('wholePercentOf and answeredOnTime', () => {
  it('gives the whole percent of the inquiries answered on time', () => {
    expect(answeredOnTime(18, 20)).toEqual({ onTime: 18, total: 20, percent: 90, days: 30 });
    expect(answeredOnTime(20, 20).percent).toBe(100);
    expect(answeredOnTime(0, 7).percent).toBe(0);
    expect(answeredOnTime(3, 4, 7)).toEqual({ onTime: 3, total: 4, percent: 75, days: 7 });
  });

  it('is null when nothing can be judged yet', () => {
    expect(wholePercentOf(0, 0)).toBeNull();
    expect(answeredOnTime(0, 0)).toEqual({ onTime: 0, total: 0, percent: null, days: 30 });
  });

  it('rounds down, so 100% means every one and 0% none', () => {
    expect(wholePercentOf(2, 3)).toBe(66);
    expect(wholePercentOf(1, 3)).toBe(33);
    expect(wholePercentOf(199, 200)).toBe(99);
    expect(wholePercentOf(999, 1000)).toBe(99);
    expect(wholePercentOf(1, 1000)).toBe(0);
    expect(wholePercentOf(1, 200)).toBe(0);
    expect(wholePercentOf(29, 100)).toBe(29);
    expect(wholePercentOf(57, 100)).toBe(57);
  });
});

describe('monthStarts', () => {
  it("gives the start of this month and of last month in India's time (UTC+5:30)", () => {
    expect(monthStarts(new Date('2025-03-15T10:20:30.000Z'))).toEqual({
      thisMonth: new Date('2025-02-28T18:30:00.000Z'),
      lastMonth: new Date('2025-01-31T18:30:00.000Z'),
    });
  });

  it('is already next month in India while still this month in UTC', () => {
    // 2026-10-31T19:00Z is 1 November 00:30 in India.
    expect(monthStarts(new Date('2026-10-31T19:00:00.000Z'))).toEqual({
      thisMonth: new Date('2026-10-31T18:30:00.000Z'),
      lastMonth: new Date('2026-09-30T18:30:00.000Z'),
    });
    // Midnight UTC of 1 November is 05:30 in India: November too.
    expect(monthStarts(new Date('2026-11-01T00:00:00.000Z')).thisMonth).toEqual(new Date('2026-10-31T18:30:00.000Z'));
  });

  it("handles the first and last instants of India's month", () => {
    expect(monthStarts(new Date('2026-10-31T18:30:00.000Z')).thisMonth).toEqual(new Date('2026-10-31T18:30:00.000Z'));
    expect(monthStarts(new Date('2026-10-31T18:29:59.999Z'))).toEqual({
      thisMonth: new Date('2026-09-30T18:30:00.000Z'),
      lastMonth: new Date('2026-08-31T18:30:00.000Z'),
    });
  });

  it('goes back into last year in January', () => {
    expect(monthStarts(new Date('2025-01-10T00:00:00.000Z'))).toEqual({
      thisMonth: new Date('2024-12-31T18:30:00.000Z'),
      lastMonth: new Date('2024-11-30T18:30:00.000Z'),
    });
    // 1 January 01:00 in India is still 31 December in UTC.
    expect(monthStarts(new Date('2024-12-31T19:30:00.000Z'))).toEqual({
      thisMonth: new Date('2024-12-31T18:30:00.000Z'),
      lastMonth: new Date('2024-11-30T18:30:00.000Z'),
    });
  });

  it('never rolls a short month over', () => {
    // 31 March: last month is February, not a non-existent 31 February rolling into March.
    expect(monthStarts(new Date('2024-03-31T12:00:00.000Z')).lastMonth).toEqual(new Date('2024-01-31T18:30:00.000Z'));
    // 29 February 20:00 UTC of a leap year is 1 March 01:30 in India.
    expect(monthStarts(new Date('2024-02-29T20:00:00.000Z'))).toEqual({
      thisMonth: new Date('2024-02-29T18:30:00.000Z'),
      lastMonth: new Date('2024-01-31T18:30:00.000Z'),
    });
  });

  it('counts by the instant, whatever the offset it was written with', () => {
    expect(monthStarts(new Date('2025-03-31T23:30:00-05:00')).thisMonth).toEqual(new Date('2025-03-31T18:30:00.000Z'));
    expect(monthStarts(new Date('2025-04-01T03:00:00+05:30')).thisMonth).toEqual(new Date('2025-03-31T18:30:00.000Z'));
    expect(monthStarts(new Date('2025-04-01T00:29:59+05:30')).thisMonth).toEqual(new Date('2025-03-31T18:30:00.000Z'));
    expect(monthStarts(new Date('2025-03-31T23:59:59+05:30')).thisMonth).toEqual(new Date('2025-02-28T18:30:00.000Z'));
  });
});

describe('indiaMonths', () => {
  it("gives India's months up to this one, oldest first, each with its first instant and the next month's", () => {
    // 2026-10-31T19:00Z is already 1 November 00:30 in India.
    expect(indiaMonths(new Date('2026-10-31T19:00:00.000Z'), 3)).toEqual([
      { month: '2026-09', start: new Date('2026-08-31T18:30:00.000Z'), end: new Date('2026-09-30T18:30:00.000Z') },
      { month: '2026-10', start: new Date('2026-09-30T18:30:00.000Z'), end: new Date('2026-10-31T18:30:00.000Z') },
      { month: '2026-11', start: new Date('2026-10-31T18:30:00.000Z'), end: new Date('2026-11-30T18:30:00.000Z') },
    ]);
  });

  it('goes back across the year, with no gap and no overlap between months', () => {
    const months = indiaMonths(new Date('2027-02-10T00:00:00.000Z'), 6);
    expect(months.map((month) => month.month)).toEqual([
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
    ]);
    for (const [index, month] of months.entries()) {
      expect(month.start).toEqual(new Date(`${month.month}-01T00:00:00+05:30`));
      const next = months[index + 1];
      if (next) expect(month.end).toEqual(next.start);
    }
    expect(months.at(-1)?.end).toEqual(new Date('2027-02-28T18:30:00.000Z'));
  });

  it('agrees with monthStarts on this month and last', () => {
    for (const now of ['2025-01-10T00:00:00.000Z', '2024-02-29T20:00:00.000Z', '2026-10-31T18:29:59.999Z']) {
      const [last, current] = indiaMonths(new Date(now), 2);
      expect({ thisMonth: current?.start, lastMonth: last?.start }).toEqual(monthStarts(new Date(now)));
    }
  });
});
