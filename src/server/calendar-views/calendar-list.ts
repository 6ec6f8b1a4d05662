import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResult } from 'drizzle-orm/query-builders/select.types';
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

/** The entries a listing covers: those whose days meet `from`–`to`, of these celebrities or of all. */
export interface CalendarSpan {
  from: string;
  to: string;
  /** Left out: every celebrity's. */
  celebrityIds?: readonly string[];
}

/** The listing's query, its joins and order, for any selection (Drizzle's own types for the rows). */
function spanQuery(db: Db, columns: SelectedFields, span: CalendarSpan, today: string) {
  return (
    db
      .select(columns)
      .from(calendarEntries)
      .innerJoin(celebrities, eq(celebrities.id, calendarEntries.celebrityId))
      // A hold's or a booking's inquiry: the booking's, else the quote's.
      .leftJoin(bookings, eq(bookings.id, calendarEntries.bookingId))
      .leftJoin(quotes, eq(quotes.id, calendarEntries.quoteId))
      .leftJoin(inquiries, eq(inquiries.id, sql`coalesce(${bookings.inquiryId}, ${quotes.inquiryId})`))
      .where(
        and(
          span.celebrityIds ? inArray(calendarEntries.celebrityId, [...span.celebrityIds]) : undefined,
          sql`"blocked" && daterange(${span.from}::date, ${span.to}::date, '[]')`,
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
      )
  );
}

/**
 * A row of the listing with these columns: what Drizzle gives the same query written with them
 * (a blackout's booking, quote and inquiry columns null), the joins' nullability read off the query.
 */
export type CalendarRow<Columns extends SelectedFields> = SelectResult<
  Columns,
  'partial',
  ReturnType<typeof spanQuery>['_']['nullabilityMap']
>;

/**
 * The calendar's entries whose days, buffers included, meet the span (a lapsed quote's hold left
 * out), by their first day, with only the `columns` the caller names: of the entry, its
 * celebrity (`celebrities`), and the booking's or quote's inquiry (`bookings`, `quotes`,
 * `inquiries`, none for a blackout). Staff and the talent portal read the same listing; what
 * each may see is its projection.
 */
export async function calendarRows<Columns extends SelectedFields>(
  db: Db,
  columns: Columns,
  span: CalendarSpan,
  today = indianDay(),
): Promise<CalendarRow<Columns>[]> {
  // Drizzle cannot type a join's rows for a selection not yet known, so the query is written for
  // any selection and its rows are typed here as the caller's own selection would type them.
  return (await spanQuery(db, columns, span, today)) as CalendarRow<Columns>[];
}

/**
 * `GET /api/calendar` (staff): the entries of one celebrity or all, each with where staff change
 * it (its inquiry's page). A hold is flagged when another hold of its celebrity shares a day with it.
 */
export async function listCalendar(db: Db, query: CalendarQuery, today = indianDay()): Promise<CalendarEntry[]> {
  const rows = await calendarRows(
    db,
    {
      entry: calendarEntries,
      celebrityName: celebrities.name,
      bookingNumber: bookings.number,
      inquiryId: inquiries.id,
      reference: inquiries.reference,
    },
    { from: query.from, to: query.to, celebrityIds: query.celebrity ? [query.celebrity] : undefined },
    today,
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
