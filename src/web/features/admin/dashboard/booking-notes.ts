import { formatMonth } from '#shared/format';
import type { BookingFigures } from '#shared/schemas/dashboard';
import { formatRupeeFigure } from './money-figure';
import { indianDigits } from '#shared/indian-digits';

const count = (n: number) => indianDigits(n);

/** "1 booking", "12 bookings". */
export function bookingsText(n: number): string {
  return `${count(n)} ${n === 1 ? 'booking' : 'bookings'}`;
}

/** The line under the advances: every payment of the month, advances and balances. */
export function receivedNote(received: BookingFigures['receivedThisMonth'], month: string): string {
  if (received.count === 0) return `No payment received in ${formatMonth(month)}`;
  const payments = `${count(received.count)} ${received.count === 1 ? 'payment' : 'payments'}`;
  return `${formatRupeeFigure(received.paise)} received in ${formatMonth(month)} in all, from ${payments} (TDS included)`;
}

/** The line under the balances outstanding. */
export function outstandingNote(outstanding: BookingFigures['outstanding']): string {
  if (outstanding.count === 0) return 'Nothing due on any booking';
  return `Still due on ${bookingsText(outstanding.count)}, advances included`;
}

/**
 * A month's bar as a share of the largest month's, in whole percent: 0 for nothing booked, and
 * at least 2 for any value, so a small month still shows a sliver beside a large one.
 */
export function barPercent(paise: number, largest: number): number {
  if (paise <= 0 || largest <= 0) return 0;
  return Math.max(2, Math.round((paise * 100) / largest));
}
