import type { BookingState } from '#shared/constants/bookings';
import { formatDate } from '#shared/format';
import { formatRupeesWithPaise } from '#shared/money';
import type { CustomerBooking } from '#shared/schemas/booking-responses';

/** A booking's state in the customer's words, with its colour. */
export const BOOKING_STATE_WORDS: Record<BookingState, { label: string; tone: string }> = {
  awaiting_advance: { label: 'Awaiting your advance', tone: 'bg-amber-100 text-amber-900' },
  confirmed: { label: 'Confirmed', tone: 'bg-emerald-100 text-emerald-900' },
  completed: { label: 'Completed', tone: 'bg-slate-200 text-slate-800' },
  cancelled: { label: 'Cancelled', tone: 'bg-red-100 text-red-900' },
};

/** What the booking's state means for the customer, in a sentence. */
export function bookingExplanation(booking: Pick<CustomerBooking, 'state' | 'confirmedAt' | 'cancelledAt'>): string {
  switch (booking.state) {
    case 'awaiting_advance':
      return 'We are holding your dates. Your booking is confirmed once your advance reaches us.';
    case 'confirmed':
      return booking.confirmedAt
        ? `Your dates are booked: confirmed on ${formatDate(booking.confirmedAt)}.`
        : 'Your dates are booked.';
    case 'completed':
      return 'Your event has taken place. Thank you for booking with us.';
    case 'cancelled':
      return booking.cancelledAt
        ? `This booking was cancelled on ${formatDate(booking.cancelledAt)}.`
        : 'This booking has been cancelled.';
  }
}

/** How urgent the payment line is: overdue, something to pay now, or nothing to do. */
export type PaymentTone = 'overdue' | 'due' | 'settled';

/**
 * The one line that says what to pay and by when; null for a cancelled booking. `dueNowPaise`
 * is the advance still unpaid, or from the balance's due day everything still due.
 */
export function paymentLine(
  booking: Pick<
    CustomerBooking,
    'state' | 'advancePaise' | 'paidPaise' | 'duePaise' | 'dueNowPaise' | 'balanceDueOn' | 'overdue'
  >,
): { text: string; tone: PaymentTone } | null {
  if (booking.state === 'cancelled') return null;
  const by = formatDate(booking.balanceDueOn);
  if (booking.overdue) {
    return {
      text: `Payment overdue: the balance was due by ${by}. Please pay ${formatRupeesWithPaise(booking.dueNowPaise)} now.`,
      tone: 'overdue',
    };
  }
  if (booking.duePaise === 0) return { text: 'Paid in full. Thank you.', tone: 'settled' };
  if (booking.paidPaise < booking.advancePaise) {
    const what = booking.paidPaise === 0 ? 'the advance' : 'the rest of the advance';
    return {
      text: `Due now: ${formatRupeesWithPaise(booking.dueNowPaise)}, ${what}, to confirm your booking.`,
      tone: 'due',
    };
  }
  if (booking.dueNowPaise > 0) {
    return { text: `Due now: the balance of ${formatRupeesWithPaise(booking.dueNowPaise)}, by ${by}.`, tone: 'due' };
  }
  return {
    text: `Nothing is due now. The balance of ${formatRupeesWithPaise(booking.duePaise)} is due by ${by}.`,
    tone: 'settled',
  };
}
