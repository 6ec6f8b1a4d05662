import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { bookings } from './bookings-tables.js';
import { lockInquiry, recordInquiryStep, writeInquiryStatus } from '#server/inquiry-life/inquiry-life';
import type { Actor } from '#server/lib/actor';

/**
 * Where a confirmed inquiry goes when its booking is cancelled: back in contact (decision 0027).
 * Not `rejected`, which tells the customer the agency declined them, nor `pending`, which would
 * restart the reply clock: the team is in touch with the customer about the cancellation's
 * refund and any new date.
 */
export const STATUS_AFTER_CANCELLATION = 'contacted' as const;

/**
 * A booking was cancelled (in its transaction): its inquiry leaves `confirmed` unless another of
 * its bookings still stands confirmed or completed, so the desk, the dashboard and the customer's
 * page never call it confirmed over a cancelled booking (issue 36, finding 10). On the timeline
 * and the audit log, by whoever cancelled.
 */
export async function moveInquiryOffCancelledBooking(
  tx: Db,
  booking: { id: string; inquiryId: string },
  actor: Actor,
  now: Date,
): Promise<void> {
  const inquiry = await lockInquiry(tx, booking.inquiryId);
  if (inquiry?.status !== 'confirmed') return;
  const [standing] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.inquiryId, booking.inquiryId),
        ne(bookings.id, booking.id),
        inArray(bookings.state, ['confirmed', 'completed']),
      ),
    )
    .limit(1);
  if (standing) return;
  const to = STATUS_AFTER_CANCELLATION;
  await writeInquiryStatus(tx, inquiry, to, now);
  await recordInquiryStep(
    tx,
    actor,
    { inquiryId: booking.inquiryId, label: `${inquiry.reference} (${inquiry.name})` },
    {
      kind: 'status_changed',
      details: { from: 'confirmed', to },
      before: { status: 'confirmed' },
      after: { status: to },
    },
    now,
  );
}

/**
 * The status an inquiry's standing bookings give it (issue 36, finding 10): `confirmed` with a
 * booking confirmed or completed, `contacted` with one still awaiting its advance, null with none
 * (all cancelled, or never made). A quote accepted on an inquiry already booked by phone makes no
 * second booking, so its acceptance follows this instead of confirming the inquiry.
 */
export async function statusOfStandingBookings(tx: Db, inquiryId: string): Promise<'confirmed' | 'contacted' | null> {
  const standing = await tx
    .select({ state: bookings.state })
    .from(bookings)
    .where(and(eq(bookings.inquiryId, inquiryId), ne(bookings.state, 'cancelled')));
  if (standing.some((row) => row.state === 'confirmed' || row.state === 'completed')) return 'confirmed';
  return standing.length > 0 ? 'contacted' : null;
}
