import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as CalendarMonth from './calendar-month.js';

describe.each(['UTC', 'America/New_York', 'Asia/Kolkata'])('calendar months, on a machine set to %s', (zone) => {
  // Loaded afresh under the zone: nothing below may change with the browser's clock.
  const machineZone = process.env.TZ;
  let month: typeof CalendarMonth;
  beforeAll(async () => {
    process.env.TZ = zone;
    vi.resetModules();
    month = await import('./calendar-month.js');
  });
  afterAll(() => {
    if (machineZone === undefined) delete process.env.TZ;
    else process.env.TZ = machineZone;
  });

  it('gives a month’s first and last days', () => {
    expect(month.monthRange('2027-02')).toEqual({ from: '2027-02-01', to: '2027-02-28' });
    expect(month.monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(month.monthRange('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(month.monthRange('2027-04')).toEqual({ from: '2027-04-01', to: '2027-04-30' });
  });

  it('lists every day of a month', () => {
    const days = month.monthDays('2027-02');
    expect(days).toHaveLength(28);
    expect(days[0]).toBe('2027-02-01');
    expect(days.at(-1)).toBe('2027-02-28');
    expect(month.monthDays('2026-03')).toHaveLength(31);
  });

  it('moves by months across years', () => {
    expect(month.shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(month.shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(month.shiftMonth('2027-02', 13)).toBe('2028-03');
    expect(month.shiftMonth('2027-02', 0)).toBe('2027-02');
  });

  it('takes this month from India’s calendar', () => {
    // 31 December 2026, 19:00 UTC: already 1 January 2027 in India.
    expect(month.currentMonth(new Date('2026-12-31T19:00:00Z'))).toBe('2027-01');
    expect(month.currentMonth(new Date('2026-12-31T18:29:00Z'))).toBe('2026-12');
  });

  it('knows a month when it sees one', () => {
    expect(month.isCalendarMonth('2027-02')).toBe(true);
    for (const value of ['2027-13', '2027-00', '2027-2', '27-02', '2027-02-01', '', '1999-12', '2100-01']) {
      expect(month.isCalendarMonth(value)).toBe(false);
    }
    expect(month.monthOf('2027-02-14')).toBe('2027-02');
  });
});
