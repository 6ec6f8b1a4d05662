import { and, eq, isNull, lt, lte, sql } from 'drizzle-orm';
import { addCalendarDays } from '#shared/calendar-days';
import { formatDate, indianDay } from '#shared/format';
import { formatRupeesWithPaise } from '#shared/money';
import type { Db } from '#server/db/client';
import { bookings } from '#server/bookings/bookings-tables';
import type { DeskSettings } from '#server/inquiries/inquiry-emails';
import { recordInquiryEvents, recordTimelineEvent } from '#server/inquiry-life/inquiry-life';
import { getBusinessDetails } from '#server/site/business-details';
import { queueBookingEmail } from './booking-emails.js';
import { paidOn } from './booking-money.js';

/** The longest a balance may fall due before the event (the business details' limit). */
const MAX_BALANCE_DUE_DAYS = 365;

/**
 * The balance's reminder (issue 22): once per booking, the business details' N days before the
 * balance falls due, to a confirmed booking that still owes some. Each booking is claimed by an
 * update that only one process can make (`balance_reminder_at` still empty, re-checked under the
 * row's lock), in the transaction that queues the e-mail: two server instances sweeping at the
 * same moment send it once. A booking paid in full is marked and sent nothing.
 */
export async function sendBalanceReminders(
  db: Db,
  settings: Pick<DeskSettings, 'siteUrl'>,
  today = indianDay(),
  now = new Date(),
): Promise<number> {
  const { balanceReminderDays } = await getBusinessDetails(db);
  // The partial index finds the confirmed bookings not yet reminded; the exact day is checked after.
  const candidates = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.state, 'confirmed'),
        isNull(bookings.balanceReminderAt),
        lte(bookings.startDate, addCalendarDays(today, MAX_BALANCE_DUE_DAYS + balanceReminderDays)),
        sql`${bookings.startDate} - ${bookings.balanceDueDays} - ${balanceReminderDays}::int <= ${today}::date`,
      ),
    )
    .limit(200);
  let sent = 0;
  for (const { id } of candidates) {
    const reminded = await db.transaction(async (tx) => {
      const [booking] = await tx
        .update(bookings)
        .set({ balanceReminderAt: now })
        .where(and(eq(bookings.id, id), isNull(bookings.balanceReminderAt), eq(bookings.state, 'confirmed')))
        .returning();
      if (!booking) return false;
      const duePaise = booking.totalPaise - (await paidOn(tx, id));
      if (duePaise <= 0) return false;
      const dueOn = addCalendarDays(booking.startDate, -booking.balanceDueDays);
      await recordTimelineEvent(
        tx,
        booking.inquiryId,
        'system',
        'balance_reminder_sent',
        { bookingId: id, number: booking.number, duePaise, dueOn },
        now,
      );
      await queueBookingEmail(
        tx,
        settings,
        booking.inquiryId,
        {
          kind: 'balance_reminder',
          subject: `The balance of booking ${booking.number} is due on ${formatDate(dueOn)}`,
          heading: 'Your balance falls due',
          intro: `A reminder: the balance of booking ${booking.number} for ${formatDate(booking.startDate)} is due on ${formatDate(dueOn)}.`,
          facts: [
            { label: 'Balance due', value: formatRupeesWithPaise(duePaise) },
            { label: 'Due by', value: formatDate(dueOn) },
          ],
          closing: 'If you have paid it already, thank you: please ignore this message.',
        },
        now,
      );
      return true;
    });
    if (reminded) sent += 1;
  }
  return sent;
}

/**
 * Confirmed bookings whose last day has passed become completed (issue 22): the event is over,
 * and it is time for the tax invoice. The update is the claim: run by two processes at once, each
 * booking is completed, and put on its timeline, once.
 */
export async function completeFinishedBookings(db: Db, today = indianDay(), now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const done = await tx
      .update(bookings)
      .set({ state: 'completed', completedAt: now, updatedAt: now })
      .where(and(eq(bookings.state, 'confirmed'), lt(bookings.endDate, today)))
      .returning({ id: bookings.id, inquiryId: bookings.inquiryId, number: bookings.number });
    await recordInquiryEvents(
      tx,
      'system',
      done.map((booking) => ({
        inquiryId: booking.inquiryId,
        kind: 'booking_completed' as const,
        details: { bookingId: booking.id, number: booking.number },
      })),
      now,
    );
    return done.length;
  });
}
