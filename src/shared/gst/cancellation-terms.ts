import { daysUntil } from '../calendar-days.js';
import type { CancelledBy } from '../constants/bookings.js';
import type { CancellationSlab } from '../schemas/business-details.js';
import { percentOf } from './quote-tax.js';

/**
 * The slab that applies with `daysBefore` days of notice: the one with the longest notice that is
 * still met. Slabs always include one at 0 days; a cancellation after the event has begun falls
 * to it too.
 */
export function slabFor(slabs: readonly CancellationSlab[], daysBefore: number): CancellationSlab {
  const sorted = [...slabs].sort((a, b) => b.daysBefore - a.daysBefore);
  const met = sorted.find((slab) => slab.daysBefore <= Math.max(0, daysBefore));
  const last = sorted[sorted.length - 1];
  if (!met && !last) throw new RangeError('no cancellation slabs');
  return met ?? last!;
}

export interface CancellationTerms {
  daysBefore: number;
  /** The share of the total the agency keeps (0 when the agency called it off). */
  keepPercent: number;
  /** What the agency keeps of what was paid. */
  keptPaise: number;
  /** What it owes the customer back. */
  refundDuePaise: number;
}

/**
 * What a cancellation costs (issue 22): by the customer, the quote's slab for the notice given sets
 * the share of the total kept (never more than was paid); by the agency, everything paid is due
 * back. Tax deducted at source counts as paid: the customer paid it to the government for us.
 */
export function cancellationTerms(input: {
  totalPaise: number;
  paidPaise: number;
  slabs: readonly CancellationSlab[];
  today: string;
  eventStart: string;
  by: CancelledBy;
}): CancellationTerms {
  const daysBefore = daysUntil(input.today, input.eventStart);
  const keepPercent = input.by === 'agency' ? 0 : slabFor(input.slabs, daysBefore).keepPercent;
  const keptPaise = Math.min(input.paidPaise, percentOf(input.totalPaise, keepPercent * 100));
  return { daysBefore, keepPercent, keptPaise, refundDuePaise: input.paidPaise - keptPaise };
}
