import { formatDate, indianDay } from '#shared/format';
import { formatRupeesWithPaise } from '#shared/money';
import type { RefundValues } from '#shared/schemas/billing';
import type { Refund } from '#shared/schemas/billing-responses';
import type { Booking } from '#shared/schemas/booking-responses';
import { recordBookingStep } from '#server/bookings/booking-step';
import { lockedBooking } from '#server/bookings/bookings';
import type { Db } from '#server/db/client';
import { nextDocumentNumber } from '#server/db/document-numbers';
import { refunds } from './billing-tables.js';
import type { DeskSettings } from '#server/inquiries/inquiry-emails';
import type { Actor } from '#server/lib/actor';
import { HttpError } from '#server/lib/http-error';
import { getBusinessDetails } from '#server/site/business-details';
import { toBookingDto } from './booking-answers.js';
import { queueBookingEmail } from './booking-emails.js';
import { listOfBooking, recordedBy, refundedOn, refundsOf, refuseMoreThan } from './booking-money.js';

type RefundRow = typeof refunds.$inferSelect;

export const REFUND_MESSAGES = {
  notCancelled: 'Only a cancelled booking is refunded',
  moreThanDueBack: (due: string) => `This is more than is due back on the booking: ${due}`,
} as const;

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
  return db.transaction(async (tx) => {
    const booking = await lockedBooking(tx, bookingId);
    if (!booking) return null;
    if (booking.state !== 'cancelled') throw new HttpError(409, REFUND_MESSAGES.notCancelled);
    const owed = (booking.refundDuePaise ?? 0) - (await refundedOn(tx, bookingId));
    refuseMoreThan(input.amountPaise, owed, REFUND_MESSAGES.moreThanDueBack);
    const now = new Date();
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
    const details = { bookingId, voucherNumber: refund.voucherNumber, amountPaise: refund.amountPaise };
    await recordBookingStep(
      tx,
      actor,
      booking,
      { kind: 'refund_recorded', details, after: { ...details, mode: refund.mode } },
      now,
    );
    await queueBookingEmail(
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
    );
    return {
      number: refund.voucherNumber,
      voucherId: refund.id,
      refund: toRefundDto(refund),
      booking: await toBookingDto(tx, booking, today),
    };
  });
}
