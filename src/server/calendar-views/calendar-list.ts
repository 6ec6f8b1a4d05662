import { and, asc, eq, sql } from 'drizzle-orm';
import { indianDay } from '#shared/format';
import type { CalendarQuery } from '#shared/schemas/calendar';
import type { CalendarEntry } from '#shared/schemas/calendar-responses';
import type { Db } from '#server/db/client';
import { bookings } from '#server/bookings/bookings-tables';
import { type CalendarEntryRow, toEntryDto } from '#server/calendar/calendar';
import { calendarEntries } from '#server/calendar/calendar-tables';
import { celebrities } from '#server/celebrities/celebrities-tables';
import { inquiries } from '#server/inquiry-life/inquiry-life-tables';
import { quotes } from '#server/quotes/quotes-tables';
import { notLapsedHold } from './lapsed-holds.js';

/**
 * The entries whose days, buffers included, meet `from`–`to`, of one celebrity or all, by their
 * first day. A hold is flagged when another hold of its celebrity shares a day with it.
 */
export async function listCalendar(db: Db, query: CalendarQuery, today = indianDay()): Promise<CalendarEntry[]> {
  const rows = await db
    .select({
      entry: calendarEntries,
      celebrityName: celebrities.name,
      bookingNumber: bookings.number,
      inquiryId: inquiries.id,
      reference: inquiries.reference,
    })
    .from(calendarEntries)
    .innerJoin(celebrities, eq(celebrities.id, calendarEntries.celebrityId))
    // Where staff change a hold or a booking: its inquiry's page (the booking's, else the quote's).
    .leftJoin(bookings, eq(bookings.id, calendarEntries.bookingId))
    .leftJoin(quotes, eq(quotes.id, calendarEntries.quoteId))
    .leftJoin(inquiries, eq(inquiries.id, sql`coalesce(${bookings.inquiryId}, ${quotes.inquiryId})`))
    .where(
      and(
        query.celebrity ? eq(calendarEntries.celebrityId, query.celebrity) : undefined,
        sql`"blocked" && daterange(${query.from}::date, ${query.to}::date, '[]')`,
        notLapsedHold(today),
      ),
    )
    // Entries made in one statement share their moment: the celebrity's name, then the id, keep
    // the order the same whatever plan the joins get.
    .orderBy(
      asc(calendarEntries.startDate),
      asc(calendarEntries.createdAt),
      asc(celebrities.name),
      asc(calendarEntries.id),
    );
  const holds = rows.filter(({ entry }) => entry.kind === 'hold').map(({ entry }) => entry);
  const sharesADay = (a: CalendarEntryRow, b: CalendarEntryRow) =>
    a.id !== b.id && a.celebrityId === b.celebrityId && a.startDate <= b.endDate && b.startDate <= a.endDate;
  return rows.map(({ entry, celebrityName, bookingNumber, inquiryId, reference }) =>
    toEntryDto(entry, celebrityName, entry.kind === 'hold' && holds.some((other) => sharesADay(entry, other)), {
      inquiry: inquiryId !== null && reference !== null ? { _id: inquiryId, reference } : null,
      bookingNumber,
    }),
  );
}
