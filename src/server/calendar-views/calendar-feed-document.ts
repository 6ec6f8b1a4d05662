import { and, asc, eq, sql } from 'drizzle-orm';
import ical, { ICalCalendarMethod, ICalEventBusyStatus, ICalEventStatus } from 'ical-generator';
import { addCalendarDays } from '#shared/calendar-days';
import { indianDay } from '#shared/format';
import { PAGES } from '#shared/pages';
import { SITE_NAME } from '#shared/page-meta';
import type { Db } from '#server/db/client';
import { calendarEntries } from '#server/calendar/calendar-tables';
import { celebrities } from '#server/celebrities/celebrities-tables';
import { hashToken } from '#server/lib/tokens';
import { notLapsedHold } from './lapsed-holds.js';

/** A feed shows this far back and ahead of India's today. */
const FEED_DAYS_BACK = 90;
const FEED_DAYS_AHEAD = 2 * 366;

/** A day as the feed writes it: midnight UTC of that calendar day (an all-day event's date). */
const dayAt = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * A celebrity's calendar as iCalendar, for their manager's phone: holds TENTATIVE, bookings
 * CONFIRMED, blackouts busy, each an all-day event with its travel days said; no customer's name,
 * contact or venue. Null for an address that matches no feed.
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
  const entries = await db
    .select()
    .from(calendarEntries)
    .where(
      and(
        eq(calendarEntries.celebrityId, celebrity.id),
        sql`"blocked" && daterange(${from}::date, ${to}::date, '[]')`,
        notLapsedHold(today),
      ),
    )
    .orderBy(asc(calendarEntries.startDate));
  const calendar = ical({
    name: `${celebrity.name} (${SITE_NAME})`,
    prodId: { company: SITE_NAME, product: 'Calendar', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: 15 * 60,
    url: `${siteUrl}${PAGES.adminCalendar.getHref()}`,
  });
  for (const entry of entries) {
    const travel =
      entry.bufferBefore === 0 && entry.bufferAfter === 0
        ? ''
        : `Travel: ${entry.bufferBefore} day(s) before, ${entry.bufferAfter} after.`;
    calendar.createEvent({
      id: `${entry.id}@${new URL(siteUrl).hostname}`,
      start: dayAt(entry.startDate),
      end: dayAt(addCalendarDays(entry.endDate, 1)),
      allDay: true,
      summary: entry.kind === 'hold' ? 'Hold (tentative)' : entry.kind === 'confirmed' ? 'Booked' : 'Unavailable',
      description: entry.kind === 'blackout' ? [entry.reason, travel].filter(Boolean).join('\n') : travel,
      status: entry.kind === 'hold' ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
      busystatus: entry.kind === 'hold' ? ICalEventBusyStatus.TENTATIVE : ICalEventBusyStatus.BUSY,
      stamp: entry.updatedAt,
    });
  }
  return calendar.toString();
}
