import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { addCalendarDays } from '#shared/calendar-days';
import { indianDay } from '#shared/format';
import { bookings } from '#server/bookings/bookings-tables';
import type { Db } from '#server/db/client';
import { inquiries } from '#server/inquiry-life/inquiry-life-tables';
import { recordTimelineEvent } from '#server/inquiry-life/inquiry-life';
import { DomainRefusal } from '#server/lib/domain-refusal';
import { gatewayPaymentLinks } from './billing-tables.js';
import { paidOn } from './booking-money.js';
import { bookingSchedule } from './booking-schedule.js';
import { payableNowPaise } from './customer-payment.js';
import type { PaymentGateway } from './razorpay-gateway.js';

/** What the customer reads when no link can be made, word for word. */
export const PAYMENT_LINK_MESSAGES = {
  off: 'Online payment is not available. Please pay by UPI or bank transfer.',
  nothingDue: 'Nothing is due on this booking just now.',
  gatewayDown:
    'Online payment is not answering just now. Please try again in a few minutes, or pay by UPI or bank transfer.',
} as const;

/** A link is reused only while it has at least this long to live (the gateway's own minimum is 15 minutes). */
const REUSE_MARGIN_MS = 60 * 60 * 1000;
/** A link lives at least this long, even when its schedule's day is near or past. */
const MIN_LIFE_MS = 24 * 60 * 60 * 1000;

/** Midnight in India at the start of `day` (`YYYY-MM-DD`). */
const startOfIndianDay = (day: string) => new Date(`${day}T00:00:00+05:30`);

/**
 * Until when a link for what is due now may be paid, by the booking's schedule: the advance's
 * link until the balance falls due (from then what is due now is everything), the balance's
 * until the event's last day is over; never less than a day from now.
 */
export function linkExpiry(
  booking: { startDate: string; endDate: string; balanceDueDays: number },
  today: string,
  now: Date,
): Date {
  const balanceDueOn = addCalendarDays(booking.startDate, -booking.balanceDueDays);
  const end =
    today < balanceDueOn ? startOfIndianDay(balanceDueOn) : startOfIndianDay(addCalendarDays(booking.endDate, 1));
  return new Date(Math.max(end.getTime(), now.getTime() + MIN_LIFE_MS));
}

/** A phone number as the gateway takes it: digits and a leading plus only. */
const contactOf = (phone: string) => phone.replace(/[^\d+]/g, '').slice(0, 20);

/**
 * The payment link for what the status link's booking owes now (issue 38): an unexpired link
 * for the same amount is reused; otherwise one is made on the gateway, referenced by the
 * booking's number, for exactly the amount due now in paise, with the customer's name, e-mail
 * and phone, expiring with the schedule, leading back to `returnUrl` (the status page) once paid;
 * on the timeline. Refused (conflict) when nothing is due.
 * The gateway is called outside any transaction: no row stays locked while it answers.
 */
export async function paymentLinkFor(
  db: Db,
  gateway: PaymentGateway,
  inquiryId: string,
  returnUrl: string,
  now = new Date(),
): Promise<{ url: string }> {
  const today = indianDay(now);
  // The booking the status page shows: the latest not cancelled.
  const [booking] = await db
    .select()
    .from(bookings)
    .where(eq(bookings.inquiryId, inquiryId))
    .orderBy(sql`${bookings.state} = 'cancelled'`, desc(bookings.createdAt), desc(bookings.id))
    .limit(1);
  if (!booking) throw new DomainRefusal('not-found', PAYMENT_LINK_MESSAGES.nothingDue);
  // What the status page asks for now (customer-payment.ts): the advance, then the balance, which
  // may be paid before its day.
  const dueNowPaise = payableNowPaise({
    state: booking.state,
    ...bookingSchedule(booking, await paidOn(db, booking.id), today),
  });
  if (dueNowPaise <= 0) {
    throw new DomainRefusal('conflict', PAYMENT_LINK_MESSAGES.nothingDue);
  }
  const [reusable] = await db
    .select({ shortUrl: gatewayPaymentLinks.shortUrl })
    .from(gatewayPaymentLinks)
    .where(
      and(
        eq(gatewayPaymentLinks.bookingId, booking.id),
        eq(gatewayPaymentLinks.amountPaise, dueNowPaise),
        eq(gatewayPaymentLinks.state, 'created'),
        gt(gatewayPaymentLinks.expiresAt, new Date(now.getTime() + REUSE_MARGIN_MS)),
      ),
    )
    .orderBy(desc(gatewayPaymentLinks.createdAt))
    .limit(1);
  if (reusable) return { url: reusable.shortUrl };
  const [customer] = await db
    .select({ name: inquiries.name, email: inquiries.email, phone: inquiries.phoneNumber })
    .from(inquiries)
    .where(eq(inquiries.id, inquiryId));
  if (!customer) throw new DomainRefusal('not-found', PAYMENT_LINK_MESSAGES.nothingDue);
  const expiresAt = linkExpiry(booking, today, now);
  const advance = booking.state === 'awaiting_advance';
  const made = await gateway.createLink({
    amountPaise: dueNowPaise,
    bookingNumber: booking.number,
    bookingId: booking.id,
    description: `Booking ${booking.number}: ${advance ? 'advance' : 'balance'}`,
    customer: { name: customer.name, email: customer.email, contact: contactOf(customer.phone) },
    expiresAt,
    returnUrl,
  });
  await db.transaction(async (tx) => {
    await tx.insert(gatewayPaymentLinks).values({
      bookingId: booking.id,
      amountPaise: dueNowPaise,
      linkId: made.id,
      shortUrl: made.shortUrl,
      expiresAt,
      createdAt: now,
    });
    await recordTimelineEvent(
      tx,
      inquiryId,
      { customer: customer.name },
      'payment_link_created',
      { bookingId: booking.id, number: booking.number, amountPaise: dueNowPaise },
      now,
    );
  });
  return { url: made.shortUrl };
}
