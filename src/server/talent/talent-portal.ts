import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import { indianDay } from '#shared/format';
import type { TalentBooking, TalentCalendar, TalentCalendarQuery } from '#shared/schemas/talent';
import { bookings } from '#server/bookings/bookings-tables';
import { calendarEntries } from '#server/calendar/calendar-tables';
import { calendarRows } from '#server/calendar-views/calendar-list';
import { celebrities } from '#server/celebrities/celebrities-tables';
import type { Db } from '#server/db/client';
import { DomainRefusal } from '#server/lib/domain-refusal';
import { inquiries } from '#server/inquiry-life/inquiry-life-tables';
import { pendingRequestsOf } from './blackout-requests.js';
import { TALENT_MESSAGES } from './talent-messages.js';

/*
 * What a talent reads (issue 39), only ever of the celebrities bound to them: their upcoming
 * bookings and their diary. The columns are chosen one by one, so nothing of the customer
 * (name, contacts, billing block), the staff's notes or the money can slip into an answer.
 */

/**
 * The celebrities a talent call covers: all of theirs, or the one asked for, which must be theirs
 * (any other id answers 404, as if it did not exist).
 */
export function coveredCelebrities(mine: readonly string[], asked: string | undefined): string[] {
  if (asked === undefined) return [...mine];
  if (!mine.includes(asked)) throw new DomainRefusal('not-found', TALENT_MESSAGES.celebrityNotFound);
  return [asked];
}

/** `GET /api/talent/bookings`: the bookings of these celebrities not yet over, by their first day. */
export async function talentBookings(
  db: Db,
  celebrityIds: readonly string[],
  today = indianDay(),
): Promise<TalentBooking[]> {
  if (celebrityIds.length === 0) return [];
  const rows = await db
    .select({
      id: bookings.id,
      number: bookings.number,
      celebrityId: bookings.celebrityId,
      celebrityName: celebrities.name,
      state: bookings.state,
      start: bookings.startDate,
      end: bookings.endDate,
      venue: bookings.venue,
      city: inquiries.eventLocation,
      eventType: inquiries.eventType,
      bufferBefore: calendarEntries.bufferBefore,
      bufferAfter: calendarEntries.bufferAfter,
    })
    .from(bookings)
    .innerJoin(celebrities, eq(celebrities.id, bookings.celebrityId))
    .innerJoin(inquiries, eq(inquiries.id, bookings.inquiryId))
    // The days the booking takes on the calendar, with its travel days (none once cancelled).
    .leftJoin(calendarEntries, eq(calendarEntries.bookingId, bookings.id))
    .where(and(inArray(bookings.celebrityId, [...celebrityIds]), gte(bookings.endDate, today)))
    .orderBy(asc(bookings.startDate), asc(bookings.number));
  return rows.map((row) => ({
    _id: row.id,
    number: row.number,
    celebrity: { _id: row.celebrityId, name: row.celebrityName },
    state: row.state,
    start: row.start,
    end: row.end,
    bufferBefore: row.bufferBefore ?? 0,
    bufferAfter: row.bufferAfter ?? 0,
    city: row.city,
    venue: row.venue,
    eventType: row.eventType,
  }));
}

/**
 * `GET /api/talent/calendar?from=&to=`: the holds (a lapsed quote's left out), bookings and
 * blackouts of these celebrities whose days, travel days included, meet the span, and the
 * pending blackout requests in it.
 */
export async function talentCalendar(
  db: Db,
  celebrityIds: readonly string[],
  query: Pick<TalentCalendarQuery, 'from' | 'to'>,
  today = indianDay(),
): Promise<TalentCalendar> {
  if (celebrityIds.length === 0) return { from: query.from, to: query.to, entries: [], pendingRequests: [] };
  // The talent's projection: the entry's days and kind, a blackout's reason, the event's city and
  // kind; nothing of the customer, the inquiry's reference or who on the staff made the entry.
  const rows = await calendarRows(
    db,
    {
      id: calendarEntries.id,
      kind: calendarEntries.kind,
      celebrityId: calendarEntries.celebrityId,
      celebrityName: celebrities.name,
      start: calendarEntries.startDate,
      end: calendarEntries.endDate,
      bufferBefore: calendarEntries.bufferBefore,
      bufferAfter: calendarEntries.bufferAfter,
      reason: calendarEntries.reason,
      city: inquiries.eventLocation,
      eventType: inquiries.eventType,
    },
    { from: query.from, to: query.to, celebrityIds },
    today,
  );
  return {
    from: query.from,
    to: query.to,
    entries: rows.map((row) => ({
      _id: row.id,
      kind: row.kind,
      celebrity: { _id: row.celebrityId, name: row.celebrityName },
      start: row.start,
      end: row.end,
      bufferBefore: row.bufferBefore,
      bufferAfter: row.bufferAfter,
      reason: row.kind === 'blackout' ? row.reason : '',
      city: row.kind === 'blackout' ? '' : (row.city ?? ''),
      eventType: row.kind === 'blackout' ? '' : (row.eventType ?? ''),
    })),
    pendingRequests: await pendingRequestsOf(db, celebrityIds, query.from, query.to),
  };
}
