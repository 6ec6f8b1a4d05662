import { describe, expect, it } from 'vitest';
import { earliestEventDate, isIsoCalendarDate, latestEventDate } from './event-date.js';

describe('isIsoCalendarDate', () => {
  it('accepts real days', () => {
    expect(isIsoCalendarDate('2026-02-28')).toBe(true);
    expect(isIsoCalendarDate('2028-02-29')).toBe(true);
  });
  it('refuses impossible days and other formats', () => {
    expect(isIsoCalendarDate('2026-02-29')).toBe(false);
    expect(isIsoCalendarDate('2026-13-01')).toBe(false);
    expect(isIsoCalendarDate('22/11/2026')).toBe(false);
    expect(isIsoCalendarDate('2026-1-01')).toBe(false);
  });
});

describe('earliestEventDate', () => {
  it('is still yesterday (UTC) during the first twelve hours of a UTC day', () => {
    expect(earliestEventDate(new Date('2026-11-22T03:00:00Z'))).toBe('2026-11-21');
  });
  it('becomes today (UTC) once the day has begun at UTC-12', () => {
    expect(earliestEventDate(new Date('2026-11-22T12:00:00Z'))).toBe('2026-11-22');
  });
});

describe('latestEventDate', () => {
  it('is five years ahead', () => {
    expect(latestEventDate(new Date('2026-11-22T03:00:00Z'))).toBe('2031-11-22');
  });
});
