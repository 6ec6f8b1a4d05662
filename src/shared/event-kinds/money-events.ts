import { bookingDaysText } from '#shared/booking-days';
import { formatRupeesWithPaise } from '#shared/money';
import { type InquiryEventKindEntries, numbered, said } from '#shared/event-kinds/event-sentence';

/** A booking's days as a timeline entry's details keep them (`from`, `to`). */
function isDays(value: unknown): value is { start: string; end: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { start?: unknown }).start === 'string' &&
    typeof (value as { end?: unknown }).end === 'string'
  );
}

/** The inquiry events' registry, its bookings' and money's kinds: booked, confirmed, paid (or reported paid), cancelled, refunded, invoiced. */
export const MONEY_EVENTS = {
  booking_made: {
    audit: 'Inquiry booking made',
    sentence: (details) =>
      said(
        numbered(details, (number) => `Booking ${number} made, awaiting the advance`, 'Booking made'),
        'waiting',
      ),
  },
  booking_confirmed: {
    audit: 'Inquiry booking confirmed',
    sentence: (details) =>
      said(
        numbered(details, (number) => `Booking ${number} confirmed`, 'Booking confirmed'),
        'good',
      ),
  },
  booking_lines_entered: {
    audit: 'Inquiry booking lines entered',
    sentence: (details) =>
      said(
        typeof details.number === 'string' && typeof details.totalPaise === 'number'
          ? `Lines of booking ${details.number} entered: ${formatRupeesWithPaise(details.totalPaise)}`
          : 'Booking lines entered',
      ),
  },
  payment_recorded: {
    audit: 'Inquiry payment recorded',
    sentence: (details) =>
      said(
        typeof details.receiptNumber === 'string' && typeof details.amountPaise === 'number'
          ? `Payment of ${formatRupeesWithPaise(details.amountPaise)} ${details.mode === 'gateway' ? 'received online' : 'recorded'}: receipt ${details.receiptNumber}`
          : 'Payment recorded',
        'good',
      ),
  },
  payment_link_created: {
    audit: 'Inquiry payment link created',
    sentence: (details) =>
      said(
        typeof details.amountPaise === 'number'
          ? `Customer asked to pay ${formatRupeesWithPaise(details.amountPaise)} online: payment link made`
          : 'Payment link made',
        'waiting',
      ),
  },
  gateway_refund_due: {
    audit: 'Inquiry online payment to refund',
    sentence: (details) => ({
      title:
        typeof details.amountPaise === 'number'
          ? `Online payment of ${formatRupeesWithPaise(details.amountPaise)} to refund`
          : 'Online payment to refund',
      detail:
        details.reason === 'cancelled'
          ? 'The booking was cancelled before the payment arrived'
          : 'The payment was more than the booking owed',
      tone: 'bad',
    }),
    bySystem: true,
  },
  booking_postponed: {
    audit: 'Inquiry booking postponed',
    sentence: (details) => ({
      title: numbered(
        details,
        (number) =>
          isDays(details.to)
            ? `Booking ${number} moved to ${bookingDaysText(details.to.start, details.to.end)}`
            : `Booking ${number} moved`,
        'Booking moved to new days',
      ),
      detail:
        [
          isDays(details.from) ? `Was ${bookingDaysText(details.from.start, details.from.end)}` : null,
          typeof details.reason === 'string' ? `Reason: ${details.reason}` : null,
        ]
          .filter(Boolean)
          .join('. ') || null,
      tone: 'neutral',
    }),
  },
  booking_cancelled: {
    audit: 'Inquiry booking cancelled',
    sentence: (details) => ({
      title: numbered(details, (number) => `Booking ${number} cancelled`, 'Booking cancelled'),
      detail:
        [
          typeof details.reason === 'string' ? `Reason: ${details.reason}` : null,
          typeof details.keptPaise === 'number' && typeof details.refundDuePaise === 'number'
            ? `Kept ${formatRupeesWithPaise(details.keptPaise)}, due back ${formatRupeesWithPaise(details.refundDuePaise)}`
            : null,
        ]
          .filter(Boolean)
          .join('. ') || null,
      tone: 'bad',
    }),
  },
  refund_recorded: {
    audit: 'Inquiry refund recorded',
    sentence: (details) =>
      said(
        typeof details.voucherNumber === 'string' && typeof details.amountPaise === 'number'
          ? `Refund of ${formatRupeesWithPaise(details.amountPaise)} paid: voucher ${details.voucherNumber}`
          : 'Refund paid',
      ),
  },
  booking_completed: {
    audit: 'Inquiry booking completed',
    sentence: (details) =>
      said(
        numbered(details, (number) => `Booking ${number} completed`, 'Booking completed'),
        'good',
      ),
    bySystem: true,
  },
  invoice_issued: {
    audit: 'Inquiry invoice issued',
    sentence: (details) =>
      said(
        numbered(details, (number) => `Tax invoice ${number} issued`, 'Tax invoice issued'),
        'good',
      ),
  },
  credit_note_issued: {
    audit: 'Inquiry credit note issued',
    sentence: (details) => ({
      title: numbered(details, (number) => `Credit note ${number} issued`, 'Credit note issued'),
      detail: typeof details.reason === 'string' ? `Reason: ${details.reason}` : null,
      tone: 'neutral',
    }),
  },
  balance_reminder_sent: {
    audit: 'Inquiry balance reminder sent',
    sentence: (details) =>
      said(
        numbered(
          details,
          (number) => `The customer was reminded of the balance of booking ${number}`,
          'Balance reminder sent',
        ),
        'waiting',
      ),
    bySystem: true,
  },
  payment_claimed: {
    audit: 'Inquiry payment reported by the customer',
    sentence: (details) => ({
      title:
        typeof details.amountPaise === 'number'
          ? `The customer reports paying ${formatRupeesWithPaise(details.amountPaise)}`
          : 'The customer reports a payment',
      detail: typeof details.reference === 'string' ? `Reference ${details.reference}: to confirm` : null,
      tone: 'waiting',
    }),
  },
  payment_claim_rejected: {
    audit: 'Inquiry reported payment not received',
    sentence: (details) => ({
      title:
        typeof details.amountPaise === 'number'
          ? `Reported payment of ${formatRupeesWithPaise(details.amountPaise)} not received`
          : 'Reported payment not received',
      detail: typeof details.reason === 'string' ? details.reason : null,
      tone: 'bad',
    }),
  },
} satisfies InquiryEventKindEntries;
