import { formatDate } from '#shared/format';

/** A booking's days in words: "14 February 2027", or "14 February 2027 to 15 February 2027". */
export function bookingDaysText(start: string, end: string): string {
  return start === end ? formatDate(start) : `${formatDate(start)} to ${formatDate(end)}`;
}

/** Its travel days in words: "1 travel day before and after", "" for none. */
export function travelDaysText(before: number, after: number): string {
  if (before === 0 && after === 0) return '';
  const days = (count: number) => `${count} travel ${count === 1 ? 'day' : 'days'}`;
  return before === after ? `${days(before)} before and after` : `${days(before)} before, ${days(after)} after`;
}
