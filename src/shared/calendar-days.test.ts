import { describe, expect, it } from 'vitest';
import { addCalendarDays } from './calendar-days';

describe('addCalendarDays', () => {
  it.each([
    ['2026-11-27', 7, '2026-12-04'],
    ['2026-12-28', 7, '2027-01-04'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-03-01', -1, '2026-02-28'],
  ])('%s plus %d is %s', (day, days, result) => {
    expect(addCalendarDays(day, days)).toBe(result);
  });
});
