import { and, asc, eq, sql } from 'drizzle-orm';
import ical, { ICalCalendarMethod, ICalEventBusyStatus, ICalEventStatus } from 'ical-generator';
import { addCalendarDays } from '#shared/calendar-days';
import { MAX_EVENT_YEARS_AHEAD } from '#shared/event-date';
import { indianDay } from '#shared/format';
import { PAGES } from '#shared/pages';
import { SITE_NAME } from '#shared/page-meta';
import type { Db } from '#server/db/client';
import { bookings } from '#server/bookings/bookings-tables';
import { calendarEntries } from '#server/calendar/calendar-tables';
import { celebrities } from '#server/celebrities/celebrities-tables';
import { inquiries } from '#server/inquiry-life/inquiry-life-tables';
import { hashToken } from '#server/lib/tokens';
import { quotes } from '#server/quotes/quotes-tables';
import { feedEventText } from './feed-event-text.js';
import { notLapsedHold } from './lapsed-holds.js';

/**
 * A feed shows this far back and ahead of India's today: ahead, as far as an inquiry may ask for
 * a day, so every booking and hold the agency can make is on the manager's phone (decision 0038).
 */
const FEED_DAYS_BACK = 90;
const FEED_DAYS_AHEAD = MAX_EVENT_YEARS_AHEAD * 366;

/** A day as the feed writes it: midnight UTC of that calendar day (an all-day event's date). */
const dayAt = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * A celebrity's calendar as iCalendar, for their manager's phone: holds TENTATIVE, bookings
 * CONFIRMED, blackouts busy, each an all-day event with its event, city and venue where known and
 * its travel days said (feed-event-text.ts); never the customer's name or contact details, which
 * are not even read. Null for an address that matches no feed.
 */
export async function calendarFeedDocument(
  db: Db,
  token: string,
  siteUrl: string,
  today = indianDay(),
): Promise<string | null> {
  const [celebrity] = await db
    .select({ id: celebrities.id, name: celebrities.name })
    .from(celebrities)
    .where(eq(celebrities.calendarFeedTokenHash, hashToken(token)));
  if (!celebrity) return null;
  const from = addCalendarDays(today, -FEED_DAYS_BACK);
  const to = addCalendarDays(today, FEED_DAYS_AHEAD);
  const rows = await db
    .select({
      entry: calendarEntries,
      eventType: inquiries.eventType,
      city: inquiries.eventLocation,
      venue: bookings.venue,
      bookingNumber: bookings.number,
    })
    .from(calendarEntries)
    // A hold or a booking's inquiry: the booking's, else the hold's quote's (as the staff's list).
    .leftJoin(bookings, eq(bookings.id, calendarEntries.bookingId))
    .leftJoin(quotes, eq(quotes.id, calendarEntries.quoteId))
    .leftJoin(inquiries, eq(inquiries.id, sql`coalesce(${bookings.inquiryId}, ${quotes.inquiryId})`))
    .where(
      and(
        eq(calendarEntries.celebrityId, celebrity.id),
        sql`"blocked" && daterange(${from}::date, ${to}::date, '[]')`,
        notLapsedHold(today),
      ),
    )
    .orderBy(asc(calendarEntries.startDate), asc(calendarEntries.id));
  const calendar = ical({
    name: `${celebrity.name} (${SITE_NAME})`,
    prodId: { company: SITE_NAME, product: 'Calendar', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: 15 * 60,
    url: `${siteUrl}${PAGES.adminCalendar.getHref()}`,
  });
  for (const { entry, eventType, city, venue, bookingNumber } of rows) {
    const { summary, location, description } = feedEventText({ ...entry, eventType, city, venue, bookingNumber });
    calendar.createEvent({
      id: `${entry.id}@${new URL(siteUrl).hostname}`,
      start: dayAt(entry.startDate),
      end: dayAt(addCalendarDays(entry.endDate, 1)),
      allDay: true,
      summary,
      location,
      description,
      status: entry.kind === 'hold' ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
      busystatus: entry.kind === 'hold' ? ICalEventBusyStatus.TENTATIVE : ICalEventBusyStatus.BUSY,
      stamp: entry.updatedAt,
    });
  }
  return calendar.toString();
}
