import { formatDate, indianDay } from '#shared/format';
import { formatRupeesWithPaise } from '#shared/money';
import type { PaymentMode } from '#shared/constants/billing';
import type { PaymentValues } from '#shared/schemas/billing';
import type { Payment, RecordedPayment } from '#shared/schemas/billing-responses';
import type { Booking } from '#shared/schemas/booking-responses';
import { bookingAudit } from '#server/bookings/booking-step';
import { clashOfBooking, confirmInTransaction, lockedBooking } from '#server/bookings/bookings';
import type { Db } from '#server/db/client';
import { nextDocumentNumber } from '#server/db/document-numbers';
import { payments } from './billing-tables.js';
import type { DeskSettings } from '#server/inquiries/inquiry-emails';
import type { Actor } from '#server/lib/actor';
import type { EventAuthor } from '#server/inquiry-life/inquiry-life';
import { runInquiryStep } from '#server/inquiry-life/inquiry-step';
import { getBusinessDetails } from '#server/site/business-details';
import { toBookingDto } from './booking-answers.js';
import { queueBookingEmail } from './booking-emails.js';
import { CancelledBookingPaymentError, MoreThanDueError } from './billing-refusals.js';
import { listOfBooking, paidOn, paymentsOf, recordedBy } from './booking-money.js';
import { recordGstDocuments } from './gst-records.js';

type PaymentRow = typeof payments.$inferSelect;

function toPaymentDto(row: PaymentRow): Payment {
  return {
    _id: row.id,
    bookingId: row.bookingId,
    receiptNumber: row.receiptNumber,
    amountPaise: row.amountPaise,
    date: row.receivedOn,
    mode: row.mode,
    reference: row.reference,
    tdsSection: row.tdsSection,
    tdsPaise: row.tdsPaise,
    createdByName: row.createdByName,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A booking's payments, the first first; null for no such booking. */
export async function bookingPayments(db: Db, bookingId: string): Promise<Payment[] | null> {
  return listOfBooking(db, bookingId, async () => (await paymentsOf(db, bookingId)).map(toPaymentDto));
}

type BookingRow = NonNullable<Awaited<ReturnType<typeof lockedBooking>>>;

/** A payment to write: as staff type it, or as the gateway notified it (with its payment id). */
export interface PaymentToWrite extends Omit<PaymentValues, 'mode'> {
  mode: PaymentMode;
  gatewayPaymentId?: string;
}

/** Who recorded a payment: a staff member, or nobody (the gateway's notification). */
function recordedByAuthor(by: EventAuthor, now: Date) {
  return by !== 'system' && !('customer' in by)
    ? recordedBy(by, now)
    : { createdById: null, createdByName: null, createdAt: now };
}

/**
 * Writes a payment on a locked booking that has received `paid`, with its receipt voucher's
 * number (series R of the financial year); the first payments that reach the advance confirm a
 * booking awaiting it (confirmInTransaction, by `by`). Answers the row and the booking after it.
 */
export async function writePayment(
  tx: Db,
  booking: BookingRow,
  paid: number,
  input: PaymentToWrite,
  by: EventAuthor,
  now: Date,
): Promise<{ payment: PaymentRow; dto: Booking }> {
  const business = await getBusinessDetails(tx);
  const today = indianDay(now);
  const [payment] = await tx
    .insert(payments)
    .values({
      bookingId: booking.id,
      receiptNumber: await nextDocumentNumber(tx, 'R', business.numberPrefix, today),
      amountPaise: input.amountPaise,
      receivedOn: input.date,
      mode: input.mode,
      reference: input.reference,
      tdsSection: input.tdsSection,
      tdsPaise: input.tdsPaise,
      gatewayPaymentId: input.gatewayPaymentId ?? null,
      ...recordedByAuthor(by, now),
    })
    .returning();
  if (!payment) throw new Error('recording a payment returned no row');
  await recordGstDocuments(tx, { payments: [payment.id] });
  // The first payments that reach the advance confirm a booking awaiting it.
  const reachesAdvance = paid + input.amountPaise + input.tdsPaise >= booking.advancePaise;
  const after =
    booking.state === 'awaiting_advance' && reachesAdvance ? await confirmInTransaction(tx, booking, by, now) : booking;
  return { payment, dto: await toBookingDto(tx, after, today) };
}

/** A payment's audit entry: the same action as its timeline entry, on the booking's number. */
export function paymentAudit(booking: BookingRow, payment: PaymentRow) {
  return bookingAudit(booking, 'payment_recorded', {
    receiptNumber: payment.receiptNumber,
    amountPaise: payment.amountPaise,
    mode: payment.mode,
  });
}

/** A payment's entry on its inquiry's timeline. */
export function paymentTimeline(booking: BookingRow, payment: PaymentRow) {
  return {
    inquiryId: booking.inquiryId,
    kind: 'payment_recorded' as const,
    details: {
      bookingId: booking.id,
      receiptNumber: payment.receiptNumber,
      amountPaise: payment.amountPaise,
      ...(payment.mode === 'gateway' && { mode: payment.mode }),
    },
  };
}

/** Queues the receipt voucher's e-mail to the customer (its PDF attached when sent). */
export function queueReceiptVoucher(
  tx: Db,
  settings: Pick<DeskSettings, 'siteUrl'>,
  booking: BookingRow,
  payment: PaymentRow,
  dto: Booking,
  now: Date,
): Promise<void> {
  return queueBookingEmail(
    tx,
    settings,
    booking.inquiryId,
    {
      kind: 'receipt_voucher',
      documentId: payment.id,
      subject: `Payment received: receipt voucher ${payment.receiptNumber} (booking ${booking.number})`,
      heading: 'Payment received',
      intro: `Thank you: we received your payment for booking ${booking.number}. Its receipt voucher is attached as a PDF.`,
      facts: [
        { label: 'Receipt voucher', value: payment.receiptNumber },
        { label: 'Amount received', value: formatRupeesWithPaise(payment.amountPaise) },
        ...(payment.tdsPaise > 0
          ? [{ label: 'Tax deducted at source', value: formatRupeesWithPaise(payment.tdsPaise) }]
          : []),
        { label: 'Received on', value: formatDate(payment.receivedOn) },
        { label: 'Paid so far', value: formatRupeesWithPaise(dto.paidPaise) },
        { label: 'Still due', value: formatRupeesWithPaise(dto.duePaise) },
      ],
      closing:
        dto.duePaise > 0 ? `The balance is due by ${formatDate(dto.balanceDueOn)}.` : 'Your booking is paid in full.',
    },
    now,
  );
}

/**
 * Records a payment with its receipt voucher's number (series R of the financial year). The
 * first payments that reach the advance confirm a booking awaiting it: refused whole (409,
 * naming the clash) when its days were taken meanwhile. Refused for a cancelled booking and for
 * more than is due. On the timeline and the audit log. Null for no such booking.
 */
export async function recordPayment(
  db: Db,
  bookingId: string,
  input: PaymentValues,
  actor: Actor,
  settings: Pick<DeskSettings, 'siteUrl'>,
  /** More to write in the payment's transaction (a customer's claim marked confirmed by it). */
  alsoWrite?: (tx: Db, payment: PaymentRow, now: Date) => Promise<void>,
): Promise<RecordedPayment | null> {
  const settles = input.amountPaise + input.tdsPaise;
  return runInquiryStep(db, actor, {
    // The booking locked, with what it has received so far.
    lock: async (tx) => {
      const booking = await lockedBooking(tx, bookingId);
      return booking && { booking, paid: await paidOn(tx, bookingId) };
    },
    check: async (_tx, { booking, paid }) => {
      if (booking.state === 'cancelled') throw new CancelledBookingPaymentError();
      if (settles > booking.totalPaise - paid) throw new MoreThanDueError(booking.totalPaise - paid);
    },
    write: async (tx, { booking, paid }, now) => {
      const written = await writePayment(tx, booking, paid, input, actor, now);
      await alsoWrite?.(tx, written.payment, now);
      return written;
    },
    audit: (_tx, { booking }, { payment }) => paymentAudit(booking, payment),
    timeline: ({ booking }, { payment }) => paymentTimeline(booking, payment),
    mail: (tx, { booking }, { payment, dto }, now) => queueReceiptVoucher(tx, settings, booking, payment, dto, now),
    answer: (_tx, _row, done) => {
      const { payment, dto } = done!;
      return { number: payment.receiptNumber, voucherId: payment.id, payment: toPaymentDto(payment), booking: dto };
    },
    // Confirming takes the celebrity's days: run again after a deadlock, a clash refused by name.
    retryDeadlock: true,
    clash: (error) => clashOfBooking(db, bookingId, error),
  });
}
