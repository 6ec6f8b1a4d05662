import { expect } from 'vitest';
import type { Booking } from '#shared/schemas/booking-responses';
import type { CalendarEntry } from '#shared/schemas/calendar-responses';
import type { Quote } from '#shared/schemas/quote-responses';
import { eq } from 'drizzle-orm';
import { bookings } from '#server/bookings/bookings-tables';
import { clientAddressKey } from '#server/lib/client-address';
import { hashToken, newToken } from '#server/lib/tokens';
import { inquiryStatusTokens } from '#server/mail/mail-tables';
import { phoneSale, saveBusinessDetails } from './quote-fixture.js';
import { insertCelebrity, insertInquiry } from './rows.js';
import type { SignedInTestApp } from './signed-in-app.js';

/** A quote of one ₹2,00,000 performance within Maharashtra (the seller's state), as staff draft it. */
export const BOOKING_QUOTE = {
  customer: { name: 'Kapoor Weddings LLP', address: '12 Marine Drive', state: '27' },
  venueState: '27',
  lines: [{ kind: 'artist_fee', description: 'Performance', quantity: 1, ratePaise: 20_000_000 }],
};

/**
 * The set-up of a booking test file on `t` (useSignedInApp): the business details saved once,
 * then for each test a booking inquiry for a new celebrity's day, a quote sent on it, the
 * customer's acceptance, a blackout, the calendar read back. Call it at the top of the file.
 */
export function bookingFixtures(t: SignedInTestApp) {
  let businessSaved = false;

  /** A booking inquiry for a new celebrity's day, and its status link's token. */
  async function bookingInquiry(eventDate: string) {
    if (!businessSaved) {
      await saveBusinessDetails(t, t.admin);
      businessSaved = true;
    }
    const celebrity = await insertCelebrity(t.db, { name: `Star ${eventDate}` });
    const inquiry = await insertInquiry(t.db, { celebrityId: celebrity.id, eventDate, name: 'Ananya Kapoor' });
    const token = newToken();
    await t.db.insert(inquiryStatusTokens).values({ tokenHash: hashToken(token), inquiryId: inquiry.id });
    return { celebrity, inquiry, token };
  }

  /** Staff draft BOOKING_QUOTE on the inquiry and send it: the sending's answer. */
  async function sentQuote(inquiryId: string) {
    const drafted = await t.app.inject({
      method: 'POST',
      url: `/api/inquiries/${inquiryId}/quotes`,
      headers: t.staff.headers,
      payload: BOOKING_QUOTE,
    });
    expect(drafted.statusCode).toBe(201);
    return t.app.inject({
      method: 'POST',
      url: `/api/quotes/${(drafted.json().data as Quote)._id}/send`,
      headers: t.staff.headers,
    });
  }

  const calendarOf = async (celebrityId: string, from: string, to: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/calendar?from=${from}&to=${to}&celebrity=${celebrityId}`,
        headers: t.staff.headers,
      })
    ).json().data as CalendarEntry[];

  const accept = (token: string, version = 1) =>
    t.app.inject({
      method: 'POST',
      url: `/api/inquiry-status/${token}/quote/accept`,
      payload: { name: 'Ananya Kapoor', agree: true, version },
    });

  const blackout = (celebrityId: string, start: string, end = start) =>
    t.app.inject({
      method: 'POST',
      url: `/api/celebrities/${celebrityId}/blackouts`,
      headers: t.staff.headers,
      payload: { start, end, reason: 'Tour' },
    });

  /** Staff record a payment on a booking. */
  const pay = (bookingId: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/bookings/${bookingId}/payments`, headers: t.staff.headers, payload });

  /** A phone booking of one day for `totalPaise` (with GST), made by staff on a new inquiry. */
  async function phoneBooking(day: string, totalPaise: number) {
    const { celebrity, inquiry, token } = await bookingInquiry(day);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: t.staff.headers,
      payload: { inquiryId: inquiry.id, celebrityId: celebrity.id, start: day, end: day, ...phoneSale(totalPaise) },
    });
    expect(made.statusCode, made.body).toBe(201);
    return { celebrity, inquiry, token, booking: made.json().data as Booking };
  }

  /**
   * A booking awaiting its advance, made the customer's way: the quote sent and accepted from the
   * status link. Each acceptance counts against one address's hourly limit of the quote's
   * answers, so the count is cleared first.
   */
  async function acceptedBooking(day: string) {
    await t.app.rateLimits.quoteAnswers.delete(clientAddressKey('127.0.0.1'));
    const { inquiry, token } = await bookingInquiry(day);
    expect((await sentQuote(inquiry.id)).statusCode).toBe(200);
    expect((await accept(token)).statusCode).toBe(200);
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.inquiryId, inquiry.id));
    if (!booking) throw new Error('no booking was made');
    return { inquiry, token, booking };
  }

  return { bookingInquiry, sentQuote, calendarOf, accept, blackout, pay, phoneBooking, acceptedBooking };
}
