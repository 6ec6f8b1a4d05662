import { eq } from 'drizzle-orm';
import { indianDay } from '#shared/format';
import { paymentSchedule } from '#shared/gst/quote-tax';
import type { BusinessDetails } from '#shared/schemas/business-details';
import type { BookingValues } from '#shared/schemas/calendar';
import type { Db } from '#server/db/client';
import { nextDocumentNumber } from '#server/db/document-numbers';
import { calendarEntries } from '#server/calendar/calendar-tables';
import { celebrities } from '#server/celebrities/celebrities-tables';
import type { inquiries } from '#server/inquiry-life/inquiry-life-tables';
import { bookings } from './bookings-tables.js';
import type { Actor } from '#server/lib/actor';
import { DomainRefusal } from '#server/lib/domain-refusal';
import { isExclusionViolation } from '#server/lib/pg-errors';
import {
  blockingClashes,
  CALENDAR_MESSAGES,
  clashRefusal,
  clashWords,
  confirmEntryOf,
  holdForBooking,
  holdOfQuote,
} from '#server/calendar/calendar';
import {
  type EventAuthor,
  lockInquiry,
  moveInquiryStatus,
  recordTimelineEvent,
} from '#server/inquiry-life/inquiry-life';
import { runInquiryStep } from '#server/inquiry-life/inquiry-step';
import { getBusinessDetails } from '#server/site/business-details';
import { recordBookingStep } from './booking-step.js';

/*
 * A booking's days and states (decision 0031): made from an accepted quote or by phone, awaiting
 * its advance with its days held, confirmed, its inquiry moved on. Every rupee of it (what it
 * sold, its payments, what is due, its documents) and every answer that shows them are billing's.
 */

export type BookingRow = typeof bookings.$inferSelect;
type InquiryRow = typeof inquiries.$inferSelect;
/** What a booking takes from the quote the customer accepted (the quotes domain hands its row). */
export interface AcceptedQuote {
  id: string;
  totalPaise: number;
  advancePercent: number;
  balanceDueDays: number;
}

/**
 * What a phone booking sold, as billing works it out from the staff's input (its lines, their
 * tax, its total) in the booking's transaction: refused there when it cannot be billed.
 */
export type PhoneSaleOf = (
  tx: Db,
  business: BusinessDetails,
  today: string,
  now: Date,
) => Promise<{ totalPaise: number }>;

/** A booking as billing shows it (its money included), read in the step's transaction. */
export type BookingAnswer<T> = (tx: Db, booking: BookingRow) => Promise<T>;

/** The refusals of bookings, word for word. */
export const BOOKING_MESSAGES = {
  notFound: 'Booking not found',
  inquiryNotFound: 'Inquiry not found',
  celebrityNotFound: 'Celebrity not found',
  notAwaitingAdvance: 'Only a booking awaiting its advance can be confirmed',
} as const;

/** The booking `id`, locked until the caller's transaction ends; undefined for none. */
export async function lockedBooking(tx: Db, id: string): Promise<BookingRow | undefined> {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
  return booking;
}

/** Whether the celebrity has a booking of any state: the catalogue never deletes such a celebrity. */
export async function celebrityHasBookings(db: Db, celebrityId: string): Promise<boolean> {
  const [booked] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.celebrityId, celebrityId))
    .limit(1);
  return booked !== undefined;
}

/** The customer accepted a quote whose days were taken meanwhile: nothing is booked. */
export class DatesTakenError extends Error {
  constructor(readonly clash: string) {
    super(`the quote's dates clash with ${clash}`);
    this.name = 'DatesTakenError';
  }
}

/**
 * Moves the booking's inquiry on when staff act on a booking: making one answers a pending
 * inquiry (contacted, the reply clock stops); confirming one confirms it. On the timeline.
 */
async function advanceInquiry(tx: Db, inquiryId: string, to: 'contacted' | 'confirmed', actor: EventAuthor, now: Date) {
  const inquiry = await lockInquiry(tx, inquiryId);
  if (!inquiry || (to === 'contacted' && inquiry.status !== 'pending')) return;
  await moveInquiryStatus(tx, inquiry, to, actor, now);
}

/**
 * The booking a customer's acceptance makes, in the acceptance's transaction: numbered, for the
 * quote's held days, awaiting the advance the quote asks. Null when the quote holds no days (a
 * general inquiry names no celebrity). Throws DatesTakenError when a confirmed booking or a
 * blackout took a day of the hold meanwhile.
 */
export async function bookAcceptedQuote(
  tx: Db,
  inquiry: InquiryRow,
  quote: AcceptedQuote,
  business: BusinessDetails,
  today: string,
  now: Date,
): Promise<BookingRow | null> {
  const hold = await holdOfQuote(tx, quote.id);
  if (!hold) return null;
  const days = {
    start: hold.startDate,
    end: hold.endDate,
    bufferBefore: hold.bufferBefore,
    bufferAfter: hold.bufferAfter,
  };
  const [clash] = await blockingClashes(tx, hold.celebrityId, days);
  if (clash) throw new DatesTakenError(clashWords(clash));
  const number = await nextDocumentNumber(tx, 'B', business.numberPrefix, today);
  const [booking] = await tx
    .insert(bookings)
    .values({
      number,
      inquiryId: inquiry.id,
      celebrityId: hold.celebrityId,
      quoteId: quote.id,
      startDate: hold.startDate,
      endDate: hold.endDate,
      venue: inquiry.eventLocation,
      totalPaise: quote.totalPaise,
      advancePaise: paymentSchedule(quote.totalPaise, quote.advancePercent).advancePaise,
      balanceDueDays: quote.balanceDueDays,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!booking) throw new Error('booking a quote returned no row');
  await holdForBooking(tx, hold.id, booking.id);
  // Made by the customer's acceptance: on the timeline by their name, no staff actor.
  await recordTimelineEvent(
    tx,
    inquiry.id,
    { customer: inquiry.name },
    'booking_made',
    { bookingId: booking.id, number: booking.number },
    now,
  );
  return booking;
}

/**
 * A booking staff make for a deal agreed by phone: numbered, awaiting its advance, its days held
 * with the business details' travel days (refused, 409 naming the clash, when they meet a
 * confirmed booking or a blackout). It carries what was sold, as billing's `saleOf` works it
 * out from what staff entered (refused there, 409, when it cannot be billed): its total is the
 * lines' total, the advance the business details' share of it. Answered as billing's `answer`.
 */
export async function createBooking<T>(
  db: Db,
  input: BookingValues,
  actor: Actor,
  billing: { saleOf: PhoneSaleOf; answer: BookingAnswer<T> },
): Promise<T> {
  const business = await getBusinessDetails(db);
  const today = indianDay();
  const made = await runInquiryStep(db, actor, {
    lock: (tx) => lockInquiry(tx, input.inquiryId),
    write: async (tx, inquiry, now) => {
      const [celebrity] = await tx
        .select({ name: celebrities.name })
        .from(celebrities)
        .where(eq(celebrities.id, input.celebrityId));
      if (!celebrity) throw new DomainRefusal('not-found', BOOKING_MESSAGES.celebrityNotFound);
      const days = {
        start: input.start,
        end: input.end,
        bufferBefore: business.travelBufferDays,
        bufferAfter: business.travelBufferDays,
      };
      const [clash] = await blockingClashes(tx, input.celebrityId, days);
      if (clash) throw new DomainRefusal('conflict', CALENDAR_MESSAGES.clash(clashWords(clash)));
      const sale = await billing.saleOf(tx, business, today, now);
      const totalPaise = sale.totalPaise;
      const [booking] = await tx
        .insert(bookings)
        .values({
          number: await nextDocumentNumber(tx, 'B', business.numberPrefix, today),
          inquiryId: inquiry.id,
          celebrityId: input.celebrityId,
          startDate: input.start,
          endDate: input.end,
          venue: input.venue || inquiry.eventLocation,
          sale,
          totalPaise,
          advancePaise: paymentSchedule(totalPaise, business.advancePercent).advancePaise,
          balanceDueDays: business.balanceDueDaysBefore,
          createdById: actor.id,
          createdByName: actor.name,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!booking) throw new Error('making a booking returned no row');
      await tx.insert(calendarEntries).values({
        celebrityId: input.celebrityId,
        kind: 'hold',
        startDate: input.start,
        endDate: input.end,
        bufferBefore: days.bufferBefore,
        bufferAfter: days.bufferAfter,
        bookingId: booking.id,
        createdById: actor.id,
        createdByName: actor.name,
      });
      await recordTimelineEvent(
        tx,
        inquiry.id,
        actor,
        'booking_made',
        { bookingId: booking.id, number: booking.number },
        now,
      );
      await advanceInquiry(tx, inquiry.id, 'contacted', actor, now);
      return { booking, celebrity: celebrity.name };
    },
    audit: (_tx, inquiry, made) => ({
      kind: 'inquiry',
      action: 'booking_made',
      subjectId: inquiry.id,
      subjectLabel: `${inquiry.reference} (${inquiry.name})`,
      before: null,
      after: {
        number: made.booking.number,
        celebrity: made.celebrity,
        start: made.booking.startDate,
        end: made.booking.endDate,
        totalPaise: made.booking.totalPaise,
      },
    }),
    answer: (tx, _inquiry, made) => billing.answer(tx, made!.booking),
  });
  if (!made) throw new DomainRefusal('not-found', BOOKING_MESSAGES.inquiryNotFound);
  return made;
}

/**
 * Staff confirm a booking without waiting for the advance: its days are taken for good (the
 * database refuses it, 409 naming the clash, when a confirmed booking or a blackout has one of
 * them). Confirming a confirmed booking changes nothing. Answered as billing's `answer`; null
 * for an unknown booking.
 */
export async function confirmBooking<T>(db: Db, id: string, actor: Actor, answer: BookingAnswer<T>): Promise<T | null> {
  return runInquiryStep(db, actor, {
    lock: (tx) => lockedBooking(tx, id),
    check: async (_tx, booking) => {
      if (booking.state !== 'confirmed' && booking.state !== 'awaiting_advance') {
        throw new DomainRefusal('conflict', BOOKING_MESSAGES.notAwaitingAdvance);
      }
    },
    unchanged: (booking) => booking.state === 'confirmed',
    // Its timeline entry and audit entry are confirmInTransaction's, which a payment shares.
    write: (tx, booking, now) => confirmInTransaction(tx, booking, actor, now),
    answer: (tx, booking, confirmed) => answer(tx, confirmed ?? booking),
    retryDeadlock: true,
    clash: (error) => clashOfBooking(db, id, error),
  });
}

/**
 * Takes a locked booking's days for good: its hold becomes a confirmed entry (the exclusion
 * constraint refuses a clash), the booking and its inquiry confirmed, on the timeline and the
 * audit log. Call it in a step run again after a deadlock, its clash refused by clashOfBooking.
 */
export async function confirmInTransaction(
  tx: Db,
  booking: BookingRow,
  actor: EventAuthor,
  now: Date,
): Promise<BookingRow> {
  await confirmEntryOf(tx, booking.id);
  const [confirmed] = await tx
    .update(bookings)
    .set({ state: 'confirmed', confirmedAt: now, updatedAt: now })
    .where(eq(bookings.id, booking.id))
    .returning();
  if (!confirmed) throw new Error('confirming a booking returned no row');
  await recordBookingStep(
    tx,
    actor,
    booking,
    {
      kind: 'booking_confirmed',
      details: { bookingId: booking.id, number: booking.number },
      before: { state: booking.state },
      after: { state: 'confirmed' },
    },
    now,
  );
  await advanceInquiry(tx, booking.inquiryId, 'confirmed', actor, now);
  return confirmed;
}

/** A clash the exclusion constraint refused, as the 409 that names it; undefined for any other error. */
export async function clashOfBooking(db: Db, bookingId: string, error: unknown): Promise<Error | undefined> {
  if (!isExclusionViolation(error)) return undefined;
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  const [entry] = await db.select().from(calendarEntries).where(eq(calendarEntries.bookingId, bookingId));
  if (!booking || !entry) return undefined;
  return clashRefusal(db, booking.celebrityId, {
    start: entry.startDate,
    end: entry.endDate,
    bufferBefore: entry.bufferBefore,
    bufferAfter: entry.bufferAfter,
  });
}
