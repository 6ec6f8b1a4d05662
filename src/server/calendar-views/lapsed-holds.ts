import { type SQL, sql } from 'drizzle-orm';
import { calendarEntries } from '#server/calendar/calendar-tables';
import { quotes } from '#server/quotes/quotes-tables';

/**
 * Leaves out a quote's hold once the quote has expired on India's day `today`: it then holds
 * nothing (a booking's hold stays until the booking is confirmed or cancelled).
 */
export function notLapsedHold(today: string): SQL {
  return sql`not (${calendarEntries.kind} = 'hold' and ${calendarEntries.bookingId} is null and exists (
    select 1 from ${quotes} where ${quotes.id} = ${calendarEntries.quoteId}
      and ${quotes.state} = 'sent' and ${quotes.validUntil} < ${today}))`;
}
