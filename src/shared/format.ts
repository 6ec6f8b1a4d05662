/** Rupees with Indian digit grouping and no paise: 200000 -> "₹2,00,000" (SPEC §9). */
const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

export function formatPrice(amount: number): string {
  return rupees.format(amount);
}

/** The price line of a celebrity: the amount, or "Price on Demand" (SPEC §2). */
export function formatCelebrityPrice(celebrity: { price: number | null; priceOnDemand: boolean }): string {
  return celebrity.priceOnDemand || celebrity.price === null ? 'Price on Demand' : formatPrice(celebrity.price);
}

const longDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "22 November 2026" for an ISO date or timestamp. */
export function formatDate(iso: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T00:00:00Z` : iso);
  return Number.isNaN(date.getTime()) ? iso : longDate.format(date);
}

/**
 * A formatter made on first use: bundles that never call it build no Intl object, and a page
 * that formats no date pays nothing for it.
 */
function lazyFormat(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat('en-IN', options));
}

/** A date from an ISO string, or null when it does not read as one. */
function dateOf(at: string): Date | null {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? null : date;
}

const shortDate = lazyFormat({ day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "22 Nov 2026" for a calendar date (`YYYY-MM-DD`), for dense tables. */
export function formatShortDate(isoDate: string): string {
  const date = dateOf(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return date ? shortDate().format(date) : isoDate;
}

const indiaShortDate = lazyFormat({ day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** "22 Nov 2026": the day a moment fell on in India, for dense tables. */
export function formatShortIndianDate(at: string): string {
  const date = dateOf(at);
  return date ? indiaShortDate().format(date) : at;
}

const indiaDateTime = lazyFormat({
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/**
 * A moment in words and India's time, "24 November 2026 at 3:05 pm IST": the agency works on
 * India's time whatever the reader's clock says.
 */
export function formatIndianTime(at: Date | string): string {
  return `${indiaDateTime().format(typeof at === 'string' ? new Date(at) : at)} IST`;
}

const indiaLongDate = lazyFormat({ day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** "24 November 2026": the day a moment fell on in India (a page's "Last updated"). */
export function formatIndianDate(at: string): string {
  const date = dateOf(at);
  return date ? indiaLongDate().format(date) : at;
}
