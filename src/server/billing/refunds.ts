import { formatDate, indianDay } from '#shared/format';
import { formatRupeesWithPaise } from '#shared/money';
import type { RefundValues } from '#shared/schemas/billing';
import type { Refund } from '#shared/schemas/billing-responses';
import type { Booking } from '#shared/schemas/booking-responses';
import { bookingAudit } from '#server/bookings/booking-step';
import { lockedBooking } from '#server/bookings/bookings';
import type { Db } from '#server/db/client';
import { nextDocumentNumber } from '#server/db/document-numbers';
import { refunds } from './billing-tables.js';
import type { DeskSettings } from '#server/inquiries/inquiry-emails';
import type { Actor } from '#server/lib/actor';
import { runInquiryStep } from '#server/inquiry-life/inquiry-step';
import { getBusinessDetails } from '#server/site/business-details';
import { toBookingDto } from './booking-answers.js';
import { queueBookingEmail } from './booking-emails.js';
import { MoreThanDueBackError, RefundOfLiveBookingError } from './billing-refusals.js';
import { listOfBooking, recordedBy, refundedOn, refundsOf } from './booking-money.js';
import { recordGstDocuments } from './gst-records.js';

type RefundRow = typeof refunds.$inferSelect;

export function toRefundDto(row: RefundRow): Refund {
  return {
    _id: row.id,
    bookingId: row.bookingId,
    voucherNumber: row.voucherNumber,
    amountPaise: row.amountPaise,
    date: row.paidOn,
    mode: row.mode,
    reference: row.reference,
    createdByName: row.createdByName,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A booking's refunds, the first first; null for no such booking. */
export async function bookingRefunds(db: Db, bookingId: string): Promise<Refund[] | null> {
  return listOfBooking(db, bookingId, async () => (await refundsOf(db, bookingId)).map(toRefundDto));
}

/**
 * Records a refund paid on a cancelled booking (admins), with its refund voucher's number (series
 * F of the financial year), e-mailed to the customer with the voucher. Refused for a booking not
 * cancelled and for more than is still due back. Null for no such booking.
 */
export async function recordRefund(
  db: Db,
  bookingId: string,
  input: RefundValues,
  actor: Actor,
  settings: Pick<DeskSettings, 'siteUrl'>,
): Promise<{ number: string; voucherId: string; refund: Refund; booking: Booking } | null> {
  const business = await getBusinessDetails(db);
  const today = indianDay();
  return runInquiryStep(db, actor, {
    // The booking locked, with what is still due back on it.
    lock: async (tx) => {
      const booking = await lockedBooking(tx, bookingId);
      return booking && { booking, owed: (booking.refundDuePaise ?? 0) - (await refundedOn(tx, bookingId)) };
    },
    check: async (_tx, { booking, owed }) => {
      if (booking.state !== 'cancelled') throw new RefundOfLiveBookingError();
      if (input.amountPaise > owed) throw new MoreThanDueBackError(owed);
    },
    write: async (tx, _row, now) => {
      const [refund] = await tx
        .insert(refunds)
        .values({
          bookingId,
          voucherNumber: await nextDocumentNumber(tx, 'F', business.numberPrefix, today),
          amountPaise: input.amountPaise,
          paidOn: input.date,
          mode: input.mode,
          reference: input.reference,
          ...recordedBy(actor, now),
        })
        .returning();
      if (!refund) throw new Error('recording a refund returned no row');
      await recordGstDocuments(tx, { refunds: [refund.id] });
      return refund;
    },
    audit: (_tx, { booking }, refund) =>
      bookingAudit(booking, 'refund_recorded', { ...details(refund), mode: refund.mode }),
    timeline: ({ booking }, refund) => ({
      inquiryId: booking.inquiryId,
      kind: 'refund_recorded',
      details: details(refund),
    }),
    mail: (tx, { booking, owed }, refund, now) =>
      queueBookingEmail(
        tx,
        settings,
        booking.inquiryId,
        {
          kind: 'refund_voucher',
          documentId: refund.id,
          subject: `Refund paid: refund voucher ${refund.voucherNumber} (booking ${booking.number})`,
          heading: 'Your refund',
          intro: `We have refunded ${formatRupeesWithPaise(refund.amountPaise)} on the cancelled booking ${booking.number}. Its refund voucher is attached as a PDF.`,
          facts: [
            { label: 'Refund voucher', value: refund.voucherNumber },
            { label: 'Paid on', value: formatDate(refund.paidOn) },
            { label: 'Still due back', value: formatRupeesWithPaise(owed - refund.amountPaise) },
          ],
        },
        now,
      ),
    answer: async (tx, { booking }, refund) => ({
      number: refund!.voucherNumber,
      voucherId: refund!.id,
      refund: toRefundDto(refund!),
      booking: await toBookingDto(tx, booking, today),
    }),
  });
}

/** A refund's entry on the timeline (and in its audit entry, with its mode). */
function details(refund: RefundRow) {
  return { bookingId: refund.bookingId, voucherNumber: refund.voucherNumber, amountPaise: refund.amountPaise };
}
