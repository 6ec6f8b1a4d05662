import { eq } from 'drizzle-orm';
import type { PostponementValues } from '#shared/schemas/booking-postponement';
import type { Db } from '#server/db/client';
import { blockingClashes, CALENDAR_MESSAGES, clashWords, type EntryDays, moveDaysOf } from '#server/calendar/calendar';
import { calendarEntries } from '#server/calendar/calendar-tables';
import { celebrities } from '#server/celebrities/celebrities-tables';
import { runInquiryStep } from '#server/inquiry-life/inquiry-step';
import type { Actor } from '#server/lib/actor';
import { DomainRefusal } from '#server/lib/domain-refusal';
import { isExclusionViolation } from '#server/lib/pg-errors';
import { bookings } from './bookings-tables.js';
import { type BookingAnswer, type BookingRow, lockedBooking } from './bookings.js';
import { recordBookingStep } from './booking-step.js';

/*
 * Postponing a booking (issue 41): its days move, in one transaction, and nothing else of it
 * does. Its number, sale, payments, receipts and invoice stay as they are (a document keeps what
 * it said when issued); what follows from its days follows by itself, since it is read from
 * them: the schedule's due day (billing/booking-schedule.ts), the cancellation's notice, the
 * completion sweep, the calendar, the celebrity's feed (the same entry, moved) and the talent
 * portal. The balance's reminder is sent again for the new due day.
 */

/** The refusals of postponing, word for word. */
export const POSTPONEMENT_MESSAGES = {
  cancelled: 'A cancelled booking cannot be postponed: make a new booking for the new days',
  completed: 'A completed booking cannot be postponed: its event is over',
  clash: (celebrity: string, what: string) => `${celebrity} is not free on these days: they clash with ${what}`,
} as const;

/** What billing adds to the step: the customer's e-mail and the answer, both with the booking's money. */
export interface PostponementBilling<T> {
  mail: (tx: Db, before: BookingRow, after: BookingRow, reason: string, now: Date) => Promise<void>;
  answer: BookingAnswer<T>;
}

/**
 * The first blocking entry (a confirmed booking, a blackout) that the celebrity's new days meet,
 * the booking's own entry left out, in words for staff: the celebrity, the days, and what holds
 * them (a booking by its number, never its customer; a blackout with its reason). Undefined when
 * the days are free.
 */
async function clashOfNewDays(db: Db, booking: BookingRow, days: EntryDays): Promise<DomainRefusal | undefined> {
  const [clash] = await blockingClashes(db, booking.celebrityId, days, booking.id);
  if (!clash) return undefined;
  const [celebrity] = await db
    .select({ name: celebrities.name })
    .from(celebrities)
    .where(eq(celebrities.id, booking.celebrityId));
  const [other] = clash.bookingId
    ? await db.select({ number: bookings.number }).from(bookings).where(eq(bookings.id, clash.bookingId))
    : [];
  // A blackout's words end with its reason; a booking's with its number, which staff can look up.
  const words = other ? `${clashWords(clash)}: booking ${other.number}` : clashWords(clash);
  return new DomainRefusal('conflict', POSTPONEMENT_MESSAGES.clash(celebrity?.name ?? 'The celebrity', words));
}

function refuseUnlessOpen(booking: BookingRow): void {
  if (booking.state === 'cancelled') throw new DomainRefusal('conflict', POSTPONEMENT_MESSAGES.cancelled);
  if (booking.state === 'completed') throw new DomainRefusal('conflict', POSTPONEMENT_MESSAGES.completed);
}

/**
 * Staff move a booking awaiting its advance or confirmed to new days, for a reason: its calendar
 * entry moves with its travel days (refused, 409 naming the clash, when the new days meet a
 * confirmed booking or a blackout: checked first, and by the database's exclusion constraint for
 * a confirmed booking, so a clash leaves everything as it was); on the timeline and the audit log;
 * the customer e-mailed the new days (billing's `mail`). The same days again change nothing.
 * Answered as billing's `answer`; null for no such booking.
 */
export async function postponeBooking<T>(
  db: Db,
  id: string,
  input: PostponementValues,
  actor: Actor,
  billing: PostponementBilling<T>,
): Promise<T | null> {
  // The days the booking asks for, with its buffers: read again if the step runs twice.
  let asked: (EntryDays & { booking: BookingRow }) | undefined;
  return runInquiryStep(db, actor, {
    lock: (tx) => lockedBooking(tx, id),
    check: async (_tx, booking) => refuseUnlessOpen(booking),
    unchanged: (booking) => booking.startDate === input.start && booking.endDate === input.end,
    write: async (tx, booking, now) => {
      const [entry] = await tx.select().from(calendarEntries).where(eq(calendarEntries.bookingId, booking.id));
      if (!entry) throw new Error(`booking ${booking.id} has no calendar entry`);
      asked = { ...input, bufferBefore: entry.bufferBefore, bufferAfter: entry.bufferAfter, booking };
      // Looked for first, in words: a booking awaiting its advance only holds its days (holds may
      // overlap), and the constraint guards confirmed days alone.
      const clash = await clashOfNewDays(tx, booking, asked);
      if (clash) throw clash;
      await moveDaysOf(tx, booking.id, input, now);
      const [moved] = await tx
        .update(bookings)
        // The balance's reminder was for the old due day: the sweep sends it again for the new one.
        .set({ startDate: input.start, endDate: input.end, balanceReminderAt: null, updatedAt: now })
        .where(eq(bookings.id, booking.id))
        .returning();
      if (!moved) throw new Error('postponing a booking returned no row');
      const from = { start: booking.startDate, end: booking.endDate };
      const to = { start: input.start, end: input.end };
      await recordBookingStep(
        tx,
        actor,
        booking,
        {
          kind: 'booking_postponed',
          details: { bookingId: booking.id, number: booking.number, from, to, reason: input.reason },
          before: from,
          after: { ...to, reason: input.reason },
        },
        now,
      );
      await billing.mail(tx, booking, moved, input.reason, now);
      return moved;
    },
    answer: (tx, booking, moved) => billing.answer(tx, moved ?? booking),
    retryDeadlock: true,
    // Another staff member confirmed a booking on these days meanwhile: the constraint refused the
    // move, and everything was rolled back. Named as the check above names it.
    clash: async (error) => {
      if (!isExclusionViolation(error) || !asked) return undefined;
      return (
        (await clashOfNewDays(db, asked.booking, asked)) ??
        new DomainRefusal('conflict', CALENDAR_MESSAGES.clash('another entry of the calendar'))
      );
    },
  });
}
