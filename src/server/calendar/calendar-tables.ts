/* The calendar's table: celebrities' holds, bookings' days and blackouts. */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { CALENDAR_ENTRY_KINDS } from '#shared/constants/calendar';
import { oneOf, timestamps } from '#server/db/columns';
import { createdByStaff } from '#server/accounts/accounts-tables';
import { bookings } from '#server/bookings/bookings-tables';
import { celebrities } from '#server/celebrities/celebrities-tables';
import { quotes } from '#server/quotes/quotes-tables';

/**
 * A celebrity's calendar (issue 22): holds, confirmed bookings and blackouts, each a span of days
 * (`start_date` to `end_date`, both included) with travel buffer days around it. Migration 0017
 * adds what Drizzle cannot describe: the generated `blocked` daterange (the days with their
 * buffers) and the exclusion constraint `calendar_entries_no_overlap` (btree_gist): for one
 * celebrity, no two confirmed entries or blackouts may share a blocked day, however many staff,
 * tabs or server instances try at once.
 */
export const calendarEntries = pgTable(
  'calendar_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    celebrityId: uuid('celebrity_id')
      .notNull()
      .references(() => celebrities.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CALENDAR_ENTRY_KINDS }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    bufferBefore: integer('buffer_before').notNull().default(0),
    bufferAfter: integer('buffer_after').notNull().default(0),
    /** A blackout's reason, as staff wrote it ('' for the other kinds). */
    reason: text('reason').notNull().default(''),
    /** A hold's quote (the sent version whose dates it holds). */
    quoteId: uuid('quote_id').references(() => quotes.id, { onDelete: 'cascade' }),
    /** The booking whose days these are (held while it awaits its advance, confirmed after). */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    ...createdByStaff(),
    ...timestamps,
  },
  (t) => [
    check('calendar_entries_kind_check', oneOf(t.kind, CALENDAR_ENTRY_KINDS)),
    check('calendar_entries_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check(
      'calendar_entries_buffers_check',
      sql`${t.bufferBefore} between 0 and 30 and ${t.bufferAfter} between 0 and 30`,
    ),
    index('calendar_entries_celebrity_start_idx').on(t.celebrityId, t.startDate),
  ],
);
