import { eq } from 'drizzle-orm';
import type { CancelledBy } from '#shared/constants/bookings';
import { formatDate, indianDay } from '#shared/format';
import { cancellationTerms } from '#shared/gst/cancellation-terms';
import { formatRupeesWithPaise } from '#shared/money';
import type { CancellationValues } from '#shared/schemas/billing';
import type { CancellationTermsDto } from '#shared/schemas/billing-responses';
import type { Booking } from '#shared/schemas/booking-responses';
import { recordBookingStep } from '#server/bookings/booking-step';
import { moveInquiryOffCancelledBooking } from '#server/bookings/inquiry-of-cancelled-booking';
import { freeDaysOf } from '#server/calendar/calendar';
import type { Db } from '#server/db/client';
import { runInquiryStep } from '#server/inquiry-life/inquiry-step';
import { bookings } from '#server/bookings/bookings-tables';
import type { DeskSettings } from '#server/inquiries/inquiry-emails';
import type { Actor } from '#server/lib/actor';
import { DomainRefusal } from '#server/lib/domain-refusal';
import { billingBasisOf } from './billing-basis.js';
import { toBookingDto } from './booking-answers.js';
import { queueBookingEmail } from './booking-emails.js';
import { paidOn } from './booking-money.js';

type BookingRow = typeof bookings.$inferSelect;

export const CANCELLATION_MESSAGES = {
  alreadyCancelled: 'This booking is already cancelled',
  completed: 'A completed booking cannot be cancelled: correct its invoice with a credit note',
} as const;

async function termsOf(db: Db, booking: BookingRow, by: CancelledBy, today: string): Promise<CancellationTermsDto> {
  const basis = await billingBasisOf(db, booking);
  const paidPaise = await paidOn(db, booking.id);
  const terms = cancellationTerms({
    totalPaise: booking.totalPaise,
    paidPaise,
    slabs: basis.slabs,
    today,
    eventStart: booking.startDate,
    by,
  });
  return { by, paidPaise, ...terms };
}

function refuseUnlessOpen(booking: BookingRow): void {
  if (booking.state === 'cancelled') throw new DomainRefusal('conflict', CANCELLATION_MESSAGES.alreadyCancelled);
  if (booking.state === 'completed') throw new DomainRefusal('conflict', CANCELLATION_MESSAGES.completed);
}

/** What cancelling the booking today would keep and owe back (the dialog shows it before asking). */
export async function cancellationPreview(
  db: Db,
  bookingId: string,
  by: CancelledBy,
): Promise<CancellationTermsDto | null> {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking) return null;
  refuseUnlessOpen(booking);
  return termsOf(db, booking, by, indianDay());
}

/**
 * Cancels a booking (admins): the slabs of its quote for the notice given set what is kept of what
 * was paid (everything is owed back when the agency calls it off); its days are freed at once; the
 * customer is told by e-mail; its inquiry leaves `confirmed` (moveInquiryOffCancelledBooking); on
 * the timeline and the audit log. Refused for a booking already
 * cancelled or completed. Null for no such booking.
 */
export async function cancelBooking(
  db: Db,
  bookingId: string,
  input: CancellationValues,
  actor: Actor,
  settings: Pick<DeskSettings, 'siteUrl'>,
): Promise<{ booking: Booking; terms: CancellationTermsDto } | null> {
  const today = indianDay();
  return runInquiryStep(db, actor, {
    lock: async (tx) => (await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update'))[0],
    write: async (tx, booking, now) => {
      refuseUnlessOpen(booking);
      const terms = await termsOf(tx, booking, input.by, today);
      const [cancelled] = await tx
        .update(bookings)
        .set({
          state: 'cancelled',
          cancelledAt: now,
          cancelledBy: input.by,
          cancelledByName: actor.name,
          cancelReason: input.reason,
          keptPaise: terms.keptPaise,
          refundDuePaise: terms.refundDuePaise,
          updatedAt: now,
        })
        .where(eq(bookings.id, bookingId))
        .returning();
      if (!cancelled) throw new Error('cancelling a booking returned no row');
      await freeDaysOf(tx, bookingId);
      const details = {
        bookingId,
        number: booking.number,
        by: input.by,
        reason: input.reason,
        keptPaise: terms.keptPaise,
        refundDuePaise: terms.refundDuePaise,
      };
      await recordBookingStep(
        tx,
        actor,
        booking,
        {
          kind: 'booking_cancelled',
          details,
          before: { state: booking.state },
          after: { state: 'cancelled', ...details },
        },
        now,
      );
      await moveInquiryOffCancelledBooking(tx, booking, actor, now);
      await queueBookingEmail(
        tx,
        settings,
        booking.inquiryId,
        {
          kind: 'booking_cancelled',
          subject: `Booking ${booking.number} is cancelled`,
          heading: 'Your booking is cancelled',
          intro: `Booking ${booking.number} for ${formatDate(booking.startDate)} is cancelled: ${input.reason}`,
          facts: [
            { label: 'Paid', value: formatRupeesWithPaise(terms.paidPaise) },
            { label: 'Kept', value: formatRupeesWithPaise(terms.keptPaise) },
            { label: 'Due back to you', value: formatRupeesWithPaise(terms.refundDuePaise) },
          ],
          closing:
            terms.refundDuePaise > 0
              ? 'We will send the refund to you, with its refund voucher, as soon as it is paid.'
              : undefined,
        },
        now,
      );
      return { booking: await toBookingDto(tx, cancelled, today), terms };
    },
  });
}
