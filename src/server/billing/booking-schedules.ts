import type { Db } from '#server/db/client';
import { paidOnEach } from './booking-money.js';
import { type BookingSchedule, bookingSchedule } from './booking-schedule.js';

/** What `bookingSchedule` needs of a booking, and its id. */
export type ScheduledBooking = Parameters<typeof bookingSchedule>[0] & { id: string };

/**
 * Bookings read at once: a query's parameters stay well within PostgreSQL's limit (65,535) however
 * many bookings are asked about (as payouts' settlementFiguresOfBookings).
 */
const BOOKINGS_PER_READ = 1_000;

/**
 * `bookingSchedule` of each of `bookings` on `today` (India's calendar), by booking id: the one
 * rule of what is due, with their payments summed in one query per 1,000 bookings instead of one
 * per booking (the dashboard's lists read many). Each equals `bookingSchedule(booking,
 * await paidOn(db, booking.id), today)` (booking-schedules.test.ts).
 */
export async function bookingSchedulesOf(
  db: Db,
  bookings: ScheduledBooking[],
  today: string,
): Promise<Map<string, BookingSchedule>> {
  const schedules = new Map<string, BookingSchedule>();
  for (let from = 0; from < bookings.length; from += BOOKINGS_PER_READ) {
    const some = bookings.slice(from, from + BOOKINGS_PER_READ);
    const paid = await paidOnEach(db, [...new Set(some.map((booking) => booking.id))]);
    for (const booking of some) {
      schedules.set(booking.id, bookingSchedule(booking, paid.get(booking.id) ?? 0, today));
    }
  }
  return schedules;
}
