import { bookingDaysText } from '#shared/booking-days';
import { formatDate, indianDay } from '#shared/format';
import { formatRupeesWithPaise } from '#shared/money';
import type { BookingRow } from '#server/bookings/bookings';
import type { Db } from '#server/db/client';
import type { DeskSettings } from '#server/inquiries/inquiry-emails';
import { queueBookingEmail } from './booking-emails.js';
import { paidOn } from './booking-money.js';
import { bookingSchedule } from './booking-schedule.js';

/**
 * The customer's e-mail about their booking's new days (issue 41), in the postponement's
 * transaction: the new days, the old ones, why, and, while something is still to pay, what and
 * by when on the new schedule (its due day moves with the event). What they paid stays theirs.
 */
export async function queuePostponementEmail(
  tx: Db,
  settings: Pick<DeskSettings, 'siteUrl'>,
  before: BookingRow,
  after: BookingRow,
  reason: string,
  now: Date,
): Promise<void> {
  const newDays = bookingDaysText(after.startDate, after.endDate);
  const schedule = bookingSchedule(after, await paidOn(tx, after.id), indianDay(now));
  const facts = [
    { label: 'New dates', value: newDays },
    { label: 'Previously', value: bookingDaysText(before.startDate, before.endDate) },
    { label: 'Reason', value: reason },
    ...(schedule.paidPaise > 0 ? [{ label: 'Paid so far', value: formatRupeesWithPaise(schedule.paidPaise) }] : []),
    ...(schedule.duePaise > 0
      ? [
          { label: 'Still to pay', value: formatRupeesWithPaise(schedule.duePaise) },
          { label: 'Balance due by', value: formatDate(schedule.balanceDueOn) },
        ]
      : []),
  ];
  await queueBookingEmail(
    tx,
    settings,
    after.inquiryId,
    {
      kind: 'booking_postponed',
      subject: `Booking ${after.number} moves to ${newDays}`,
      heading: 'Your booking has new dates',
      intro: `Booking ${after.number} now takes place on ${newDays}. Everything else about it stays as agreed.`,
      facts,
      closing:
        'What you have paid counts towards the booking on its new dates. Reply to this e-mail with any question.',
    },
    now,
  );
}
