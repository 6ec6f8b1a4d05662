import { addCalendarDays } from '#shared/calendar-days';
import { indianDay } from '#shared/format';

/*
 * The calendar's months: `YYYY-MM` strings of India's calendar, on no clock, so no time zone of
 * the browser (UTC, New York) ever moves a day into the next or the previous month.
 */

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Whether `value` is a month, `YYYY-MM`, of the years a calendar can show (2000 to 2099). */
export function isCalendarMonth(value: string): boolean {
  const match = MONTH.exec(value);
  return match !== null && Number(match[1]) >= 2000 && Number(match[1]) <= 2099;
}

/** The month a calendar day (`YYYY-MM-DD`) falls in. */
export function monthOf(day: string): string {
  return day.slice(0, 7);
}

/** This month in India (its calendar, whatever the browser's clock is set to). */
export function currentMonth(now: Date = new Date()): string {
  return monthOf(indianDay(now));
}

/** The month `by` months after `month` (before it when negative): 2027-01 minus 1 is 2026-12. */
export function shiftMonth(month: string, by: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (number - 1) + by;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** A month's first and last days, both included: what the calendar asks the server for. */
export function monthRange(month: string): { from: string; to: string } {
  return { from: `${month}-01`, to: addCalendarDays(`${shiftMonth(month, 1)}-01`, -1) };
}

/** Every day of a month, in order. */
export function monthDays(month: string): string[] {
  const { from, to } = monthRange(month);
  const days: string[] = [];
  for (let day = from; day <= to; day = addCalendarDays(day, 1)) days.push(day);
  return days;
}
