import type { SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client';

/**
 * What the catalogue asks of the domains that keep a celebrity's bookings and days. They come
 * before it in the domain order (decision 0029), so they hand their answers in: app.ts gives
 * them to the routes (bookings' celebrityHasBookings, the calendar's freeOnFilter).
 */
export interface CatalogueCalendar {
  /** Whether the celebrity has a booking of any state (such a celebrity is never deleted). */
  hasBookings: (db: Db, celebrityId: string) => Promise<boolean>;
  /** "Free on" a day, on the celebrities' rows: the listing's `available` filter. */
  freeOn: (day: string) => SQL;
}
