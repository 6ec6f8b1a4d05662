import { describe, expect, it } from 'vitest';
import { monthStarts, stat } from './dashboard.js';

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

describe('monthStarts', () => {
  it('gives the start of this month and of last month in UTC', () => {
    expect(monthStarts(new Date('2025-03-15T10:20:30.000Z'))).toEqual({
      thisMonth: new Date('2025-03-01T00:00:00.000Z'),
      lastMonth: new Date('2025-02-01T00:00:00.000Z'),
    });
  });

  it('goes back into last year in January', () => {
    expect(monthStarts(new Date('2025-01-10T00:00:00.000Z'))).toEqual({
      thisMonth: new Date('2025-01-01T00:00:00.000Z'),
      lastMonth: new Date('2024-12-01T00:00:00.000Z'),
    });
  });

  it('handles the first and last instants of a month', () => {
    expect(monthStarts(new Date('2025-03-01T00:00:00.000Z')).thisMonth).toEqual(new Date('2025-03-01T00:00:00.000Z'));
    expect(monthStarts(new Date('2025-03-31T23:59:59.999Z'))).toEqual({
      thisMonth: new Date('2025-03-01T00:00:00.000Z'),
      lastMonth: new Date('2025-02-01T00:00:00.000Z'),
    });
    // 31 March: last month is February, not a non-existent 31 February rolling into March.
    expect(monthStarts(new Date('2024-03-31T12:00:00.000Z')).lastMonth).toEqual(new Date('2024-02-01T00:00:00.000Z'));
  });

  it('counts by UTC, whatever the offset the instant was written with', () => {
    expect(monthStarts(new Date('2025-03-31T23:30:00-05:00')).thisMonth).toEqual(new Date('2025-04-01T00:00:00.000Z'));
    expect(monthStarts(new Date('2025-04-01T03:00:00+05:30')).thisMonth).toEqual(new Date('2025-03-01T00:00:00.000Z'));
  });
});
