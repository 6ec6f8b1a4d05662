/**
 * "Not in the past" for an event date, the same rule in the browser and on the server.
 * The date is a calendar day with no time zone, so a day counts as past only once it has
 * ended everywhere on Earth: we compare against today's date at UTC-12. A visitor anywhere
 * can pick their own today; nobody can pick a day that is over for everyone.
 */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TWELVE_HOURS_MS = 12 * 60 * 60 * 1000;

/** Years ahead an event may be booked. */
export const MAX_EVENT_YEARS_AHEAD = 5;

export function isIsoCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The earliest event date accepted at the instant `now`. */
export function earliestEventDate(now: Date = new Date()): string {
  return new Date(now.getTime() - TWELVE_HOURS_MS).toISOString().slice(0, 10);
}

/** The latest event date accepted at the instant `now`. */
export function latestEventDate(now: Date = new Date()): string {
  const later = new Date(now.getTime() + TWELVE_HOURS_MS);
  later.setUTCFullYear(later.getUTCFullYear() + MAX_EVENT_YEARS_AHEAD);
  return later.toISOString().slice(0, 10);
}
