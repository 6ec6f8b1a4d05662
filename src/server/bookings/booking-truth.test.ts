import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_STAGE_WORDS } from '#shared/customer-stage';
import { MESSAGES } from '#shared/messages';
import type { Dashboard } from '#shared/schemas/dashboard';
import type { Inquiry, InquiryStatusView } from '#shared/schemas/inquiry';
import type { Booking } from '#shared/schemas/booking-responses';
import type { CalendarEntry } from '#shared/schemas/calendar-responses';
import type { Quote } from '#shared/schemas/quote-responses';
import { inquiryEvents } from '#server/inquiry-life/inquiry-life-tables';
import { emails } from '#server/mail/mail-tables';
import { BOOKING_QUOTE, bookingFixtures } from '#server/test/booking-fixture';
import { useSignedInApp } from '#server/test/signed-in-app';
import { STATUS_AFTER_CANCELLATION } from './inquiry-of-cancelled-booking.js';

/**
 * Issue 36, findings 10 and 12: what the customer, the desk and the dashboard read about a
 * booking follows the booking's own state, and the refusals say why.
 */
const t = useSignedInApp({ admin: { name: 'Asha Rao' }, staff: { name: 'Vikram Shah' } });

const { bookingInquiry } = bookingFixtures(t);

/** The customer accepts a sent quote: the booking it makes, awaiting its advance. */
async function acceptedBooking(eventDate: string) {
  const made = await bookingInquiry(eventDate);
  const drafted = await t.app.inject({
    method: 'POST',
    url: `/api/inquiries/${made.inquiry.id}/quotes`,
    headers: t.staff.headers,
    payload: BOOKING_QUOTE,
  });
  expect(drafted.statusCode, drafted.body).toBe(201);
  const quote = drafted.json<{ data: Quote }>().data;
  const sent = await t.app.inject({ method: 'POST', url: `/api/quotes/${quote._id}/send`, headers: t.staff.headers });
  expect(sent.statusCode, sent.body).toBe(200);
  const accepted = await t.app.inject({
    method: 'POST',
    url: `/api/inquiry-status/${made.token}/quote/accept`,
    payload: { name: 'Ananya Kapoor', agree: true, version: 1 },
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  const [booking] = (
    await t.app.inject({ method: 'GET', url: `/api/inquiries/${made.inquiry.id}/bookings`, headers: t.staff.headers })
  ).json<{ data: Booking[] }>().data;
  if (!booking) throw new Error('the acceptance made no booking');
  return { ...made, booking };
}

const statusPage = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/inquiry-status/${token}` })).json<{ data: InquiryStatusView }>().data;

const inquiryOf = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/inquiries/${id}`, headers: t.staff.headers })).json<{
    data: Inquiry;
  }>().data;

const dashboard = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: t.staff.headers })).json<{ data: Dashboard }>()
    .data;

const confirm = (bookingId: string) =>
  t.app.inject({ method: 'POST', url: `/api/bookings/${bookingId}/confirm`, headers: t.staff.headers });

const cancel = (bookingId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/bookings/${bookingId}/cancel`,
    headers: t.admin.headers,
    payload: { by: 'customer', reason: 'Event called off' },
  });

describe('the status link follows the booking', () => {
  it('after an acceptance: in contact, the booking awaiting its advance, never "confirmed"', async () => {
    const { token, booking, inquiry } = await acceptedBooking('2032-01-10');
    const view = await statusPage(token);
    expect(view.status).toBe('contacted');
    expect(view.booking?.state).toBe('awaiting_advance');
    expect(view.stage).toBe('awaiting_advance');
    expect(CUSTOMER_STAGE_WORDS[view.stage].explanation).not.toMatch(/confirmed/i);
    expect(view.history.map((step) => step.status)).not.toContain('confirmed');

    expect((await confirm(booking._id)).statusCode).toBe(200);
    const confirmed = await statusPage(token);
    expect(confirmed).toMatchObject({ status: 'confirmed', stage: 'booked' });
    expect(CUSTOMER_STAGE_WORDS[confirmed.stage].explanation).toBe('Your booking is confirmed.');
    expect((await inquiryOf(inquiry.id)).status).toBe('confirmed');
  });

  it('"Confirmed" by hand without a booking: being arranged, and the e-mail does not say booked', async () => {
    const { inquiry, token } = await bookingInquiry('2032-02-10');
    const set = await t.app.inject({
      method: 'PUT',
      url: `/api/inquiries/${inquiry.id}/status`,
      headers: t.staff.headers,
      payload: { status: 'confirmed', notifyCustomer: true },
    });
    expect(set.statusCode).toBe(200);
    const view = await statusPage(token);
    expect(view).toMatchObject({ status: 'confirmed', booking: null, stage: 'arranging' });
    expect(CUSTOMER_STAGE_WORDS[view.stage].explanation).toBe(
      'We are preparing your booking. Your dates are not booked yet.',
    );
    const [mail] = await t.db
      .select({ subject: emails.subject, text: emails.text })
      .from(emails)
      .where(and(eq(emails.inquiryId, inquiry.id), eq(emails.kind, 'customer_status')));
    expect(mail?.subject).toMatch(/^We are arranging your booking: /);
    expect(mail?.text).not.toMatch(/confirm your booking/i);
  });
});

describe('a cancelled booking', () => {
  it('moves its inquiry out of confirmed, on the timeline, and the status link says cancelled', async () => {
    const { token, booking, inquiry } = await acceptedBooking('2032-03-10');
    expect((await confirm(booking._id)).statusCode).toBe(200);
    expect((await inquiryOf(inquiry.id)).status).toBe('confirmed');

    const cancelled = await cancel(booking._id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await inquiryOf(inquiry.id)).status).toBe(STATUS_AFTER_CANCELLATION);
    const changes = await t.db
      .select({ details: inquiryEvents.details, actorName: inquiryEvents.actorName })
      .from(inquiryEvents)
      .where(and(eq(inquiryEvents.inquiryId, inquiry.id), eq(inquiryEvents.kind, 'status_changed')));
    expect(changes.at(-1)).toEqual({ details: { from: 'confirmed', to: 'contacted' }, actorName: 'Asha Rao' });
    const view = await statusPage(token);
    expect(view).toMatchObject({ status: 'contacted', stage: 'cancelled', booking: { state: 'cancelled' } });
  });
});

describe('the dashboard', () => {
  it('"Monthly Bookings" is the bookings made this month, as the booking figures count them', async () => {
    const before = await dashboard();
    expect(before.monthlyBookings).toEqual(before.bookings.made);

    // "Confirmed" by hand is no booking.
    const { inquiry } = await bookingInquiry('2032-04-10');
    await t.app.inject({
      method: 'PUT',
      url: `/api/inquiries/${inquiry.id}/status`,
      headers: t.staff.headers,
      payload: { status: 'confirmed' },
    });
    expect((await dashboard()).monthlyBookings.value).toBe(before.monthlyBookings.value);

    // A booking made (awaiting its advance) is one; cancelled, it is none.
    const { booking } = await acceptedBooking('2032-04-20');
    const made = await dashboard();
    expect(made.monthlyBookings.value).toBe(before.monthlyBookings.value + 1);
    expect(made.monthlyBookings).toEqual(made.bookings.made);
    expect((await cancel(booking._id)).statusCode).toBe(200);
    const after = await dashboard();
    expect(after.monthlyBookings.value).toBe(before.monthlyBookings.value);
    expect(after.monthlyBookings).toEqual(after.bookings.made);
  });
});

describe('an inquiry with a booking', () => {
  it('says so in the API, and its deletion is refused with the reason', async () => {
    const { inquiry } = await acceptedBooking('2032-05-10');
    const { inquiry: plain } = await bookingInquiry('2032-05-20');
    expect((await inquiryOf(inquiry.id)).hasBooking).toBe(true);
    expect((await inquiryOf(plain.id)).hasBooking).toBe(false);
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/inquiries?limit=100', headers: t.staff.headers })
    ).json<{ data: Inquiry[] }>().data;
    expect(list.find((row) => row._id === inquiry.id)?.hasBooking).toBe(true);
    expect(list.find((row) => row._id === plain.id)?.hasBooking).toBe(false);

    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/inquiries/${inquiry.id}`,
      headers: t.admin.headers,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ success: false, message: MESSAGES.inquiryHasBookings });
  });

  it('is named on its calendar entry, with the booking number', async () => {
    const { celebrity, inquiry, booking } = await acceptedBooking('2032-06-10');
    const entries = (
      await t.app.inject({
        method: 'GET',
        url: `/api/calendar?from=2032-06-01&to=2032-06-30&celebrity=${celebrity.id}`,
        headers: t.staff.headers,
      })
    ).json<{ data: CalendarEntry[] }>().data;
    const reference = (await inquiryOf(inquiry.id)).reference;
    expect(entries).toEqual([
      expect.objectContaining({
        kind: 'hold',
        inquiry: { _id: inquiry.id, reference },
        bookingNumber: booking.number,
      }),
    ]);
  });
});
