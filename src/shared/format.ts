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

const shortDate = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "22 Nov 2026" for a calendar date (`YYYY-MM-DD`), for dense tables. */
export function formatShortDate(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : shortDate.format(date);
}

let indiaShortDate: Intl.DateTimeFormat | undefined;

/** "22 Nov 2026": the day a moment fell on in India, for dense tables. */
export function formatShortIndianDate(at: string): string {
  indiaShortDate ??= new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? at : indiaShortDate.format(date);
}

let indiaDateTime: Intl.DateTimeFormat | undefined;

/**
 * A moment in words and India's time, "24 November 2026 at 3:05 pm IST": the agency works on
 * India's time whatever the reader's clock says. (Made on first use, so bundles that never call
 * it carry no formatter.)
 */
export function formatIndianTime(at: Date | string): string {
  indiaDateTime ??= new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  return `${indiaDateTime.format(typeof at === 'string' ? new Date(at) : at)} IST`;
}

let indiaLongDate: Intl.DateTimeFormat | undefined;

/** "24 November 2026": the day a moment fell on in India (a page's "Last updated"). */
export function formatIndianDate(at: string): string {
  indiaLongDate ??= new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? at : indiaLongDate.format(date);
}
