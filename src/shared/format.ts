import { indianDigits } from './indian-digits.js';

/**
 * Rupees with Indian digit grouping and no paise: 200000 -> "₹2,00,000" (SPEC §9), a half rupee
 * rounded away from zero, as `Intl`'s currency format does (without its cost, see indian-digits.ts).
 */
export function formatPrice(amount: number): string {
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  return `${sign}₹${indianDigits(Math.round(Math.abs(amount)))}`;
}

/** The price line of a celebrity: the amount, or "Price on Demand" (SPEC §2). */
export function formatCelebrityPrice(celebrity: { price: number | null; priceOnDemand: boolean }): string {
  return celebrity.priceOnDemand || celebrity.price === null ? 'Price on Demand' : formatPrice(celebrity.price);
}

/*
 * Dates and times. Every date or time a person reads (screens, e-mails, file names) is written
 * here, in India's time: the agency works on it whatever the reader's clock says, and a date in
 * the reader's zone or in UTC reads as the day before for anything from 00:00 to 05:30 in India.
 * Nothing else formats a date (ESLint's `starline/dates-through-format` refuses
 * `toLocaleDateString` and the like, and `Intl.DateTimeFormat`, outside this file).
 *
 * Two kinds of value arrive as ISO strings:
 * - a calendar day, `YYYY-MM-DD` (an event's date, a recent event's): a day on no clock, written
 *   as it is, never moved into or out of any zone;
 * - a moment, a full timestamp (`createdAt`, `replyBy`...): written as the day, or the day and
 *   time, it was in India.
 */

/** The agency's time zone: India has one, without daylight saving (UTC+05:30). */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';

/** "15 March 2026" (`long`, the default) or "15 Mar 2026" (`short`, for dense tables). */
export type DateStyle = 'long' | 'short';

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/*
 * Written by hand rather than with `Intl.DateTimeFormat` (decision 0062, see indian-digits.ts):
 * India's clock is UTC+05:30 all year (since 1945), and the words are en-IN's, the same text as
 * `Intl`'s (the tests compare them): "6 September 2026", "6 Sept 2026", "1:05 am".
 */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;
/** The months' names, January first: dates in words, a return period's label, the TDS register's. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const MONTHS = {
  long: MONTH_NAMES,
  short: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
} as const satisfies Record<DateStyle, readonly string[]>;

/** A moment's calendar and clock: in India, or as UTC says (a calendar day held as its midnight). */
function partsOf(moment: Date, zone: 'india' | 'utc') {
  const shifted = new Date(moment.getTime() + (zone === 'india' ? INDIA_OFFSET_MS : 0));
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth(),
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

function dayInWords(moment: Date, zone: 'india' | 'utc', style: DateStyle): string {
  const { year, month, day } = partsOf(moment, zone);
  return `${day} ${MONTHS[style][month]} ${year}`;
}

/** "1:05 am", "12:00 pm": India's time of day on a 12-hour clock. */
function clockInWords(moment: Date): string {
  const { hour, minute } = partsOf(moment, 'india');
  return `${hour % 12 || 12}:${twoDigits(minute)} ${hour < 12 ? 'am' : 'pm'}`;
}

/** A moment from an ISO string or a Date, or null when it does not read as one. */
function momentOf(at: Date | string): Date | null {
  const date = typeof at === 'string' ? new Date(at) : at;
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A calendar day (`YYYY-MM-DD`) as its midnight in UTC, or null for anything else. */
function calendarDayOf(value: string): Date | null {
  const match = CALENDAR_DAY.exec(value);
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  // 2026-02-30 is not a day: Date.UTC would roll it over into March.
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

/**
 * A date in words, "15 March 2026" (or "15 Mar 2026"): a calendar day (`YYYY-MM-DD`) as it is, a
 * moment as the day it was in India (`2026-03-14T19:30:00Z` is 15 March there). What reads as
 * neither is returned as it is.
 */
export function formatDate(value: Date | string, style: DateStyle = 'long'): string {
  if (typeof value === 'string' && CALENDAR_DAY.test(value)) {
    const day = calendarDayOf(value);
    return day ? dayInWords(day, 'utc', style) : value;
  }
  const moment = momentOf(value);
  return moment ? dayInWords(moment, 'india', style) : String(value);
}

const CALENDAR_MONTH = /^(\d{4})-(\d{2})$/;

/**
 * A calendar month (`YYYY-MM`) in words, "February 2027": a month on no clock, as a calendar's
 * heading names it. What reads as no month is returned as it is.
 */
export function formatMonth(month: string): string {
  const day = CALENDAR_MONTH.test(month) ? calendarDayOf(`${month}-01`) : null;
  if (!day) return month;
  const parts = partsOf(day, 'utc');
  return `${MONTHS.long[parts.month]} ${parts.year}`;
}

/**
 * A moment in words and India's time, "15 March 2026 at 1:00 am IST". What does not read as a
 * moment is returned as it is.
 */
export function formatIndianTime(at: Date | string): string {
  const moment = momentOf(at);
  return moment ? `${dayInWords(moment, 'india', 'long')} at ${clockInWords(moment)} IST` : String(at);
}

/**
 * A moment's time of day in India, "3:05 pm", for a line that says the day once or not at all
 * (the outbox's "attempt 1 failed at 10:02 am"). What does not read as a moment is returned as it is.
 */
export function formatIndianClock(at: Date | string): string {
  const moment = momentOf(at);
  return moment ? clockInWords(moment) : String(at);
}

/**
 * The day a moment falls on in India as `YYYY-MM-DD` (by default today's): for file names, and
 * for anything counted by India's calendar (an inquiry reference's month).
 */
export function indianDay(at: Date | string = new Date()): string {
  const moment = momentOf(at);
  if (!moment) throw new RangeError(`Not a moment: ${String(at)}`);
  const { year, month, day } = partsOf(moment, 'india');
  return `${year}-${twoDigits(month + 1)}-${twoDigits(day)}`;
}

/**
 * A moment as its day and 24-hour time in India, `YYYY-MM-DD HH:MM` ("2026-11-28 14:30" of
 * `2026-11-28T09:00:00Z`): for files a spreadsheet opens (the inquiries CSV), which read it as a
 * date and time; the column's header names the zone. What does not read as a moment is returned
 * as it is.
 */
export function indianDayAndTime(at: Date | string): string {
  const moment = momentOf(at);
  if (!moment) return String(at);
  const { year, month, day, hour, minute } = partsOf(moment, 'india');
  return `${year}-${twoDigits(month + 1)}-${twoDigits(day)} ${twoDigits(hour)}:${twoDigits(minute)}`;
}
