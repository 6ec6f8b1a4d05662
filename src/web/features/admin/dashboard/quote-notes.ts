import type { QuoteFigures } from '#shared/schemas/dashboard';

/** A quote card's label with the days it covers: "Quotes sent (30 days)". */
export function quoteLabel(what: string, days: number): string {
  return `${what} (${days} ${days === 1 ? 'day' : 'days'})`;
}

const MINUTE = 60;
const HOUR = 3600;
/** From this long on, the median reads in days. */
const DAYS_FROM_HOURS = 48;

const tenths = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

/**
 * The median time to a first quote, from whole seconds: "45 min" under an hour, "5.5 h" under
 * two days, then "3.2 days"; to a tenth, trailing ".0" dropped.
 */
export function formatTimeToQuote(seconds: number): string {
  const minutes = Math.round(seconds / MINUTE);
  if (minutes < 60) return `${Math.max(1, minutes)} min`;
  const hourTenths = Math.round(seconds / (HOUR / 10));
  if (hourTenths < DAYS_FROM_HOURS * 10) return `${tenths.format(hourTenths / 10)} h`;
  return `${tenths.format(Math.round(seconds / ((24 * HOUR) / 10)) / 10)} days`;
}

/** The line under the median: over how many inquiries it was taken. */
export function timeToQuoteNote(figures: Pick<QuoteFigures, 'firstQuoted' | 'days'>): string {
  if (figures.firstQuoted === 0) return `No first quote sent in the last ${figures.days} days`;
  const count = figures.firstQuoted.toLocaleString('en-IN');
  return `From inquiry to first quote, over ${count} ${figures.firstQuoted === 1 ? 'inquiry' : 'inquiries'}`;
}
