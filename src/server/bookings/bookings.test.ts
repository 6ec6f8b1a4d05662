import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addCalendarDays } from '#shared/calendar-days';
import { indianDay } from '#shared/format';
import type { Booking, CustomerBooking } from '#shared/schemas/booking-responses';
import type { CalendarEntry } from '#shared/schemas/calendar-responses';
import type { Quote } from '#shared/schemas/quote-responses';
import { calendarEntries } from '#server/calendar/calendar-tables';
import { inquiryEvents } from '#server/inquiries/inquiries-tables';
import { emails, inquiryStatusTokens } from '#server/mail/mail-tables';
import { quoteAcceptances, quotes } from '#server/quotes/quotes-tables';
import { bookings } from './bookings-tables.js';
import { hashToken, newToken } from '#server/lib/tokens';
import { phoneSale, SELLER_DETAILS } from '#server/test/quote-fixture';
import { insertCelebrity, insertInquiry } from '#server/test/rows';
import { useSignedInApp } from '#server/test/signed-in-app';
import { createTestApp, startSecondInstance } from '#server/test/test-app';
import { CALENDAR_MESSAGES } from '#server/calendar/calendar';
import { QUOTE_ANSWER_MESSAGES } from '#server/quotes/quote-answers';

/**
 * Bookings and the days they hold (issue 22): a sent quote holds its day, an accepted one becomes
 * a booking awaiting its advance, staff book a deal agreed by phone, and confirming takes the
 * days for good, once, whatever the concurrency.
 */
const t = useSignedInApp({
  admin: { name: 'Asha Rao' },
  staff: { name: 'Vikram Shah' },
  config: { notifyEmails: ['desk@starline.example'] },
});

const QUOTE = {
  customer: { name: 'Kapoor Weddings LLP', address: '12 Marine Drive', state: '27' },
  venueState: '27',
  lines: [{ kind: 'artist_fee', description: 'Performance', quantity: 1, ratePaise: 20_000_000 }],
};

let businessSaved = false;
async function withBusinessDetails() {
  if (businessSaved) return;
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/site/business',
    headers: t.admin.headers,
    payload: SELLER_DETAILS,
  });
  expect(saved.statusCode).toBe(200);
  businessSaved = true;
}

/** A booking inquiry for a new celebrity's day, and its status link's token. */
async function bookingInquiry(eventDate: string) {
  await withBusinessDetails();
  const celebrity = await insertCelebrity(t.db, { name: `Star ${eventDate}` });
  const inquiry = await insertInquiry(t.db, { celebrityId: celebrity.id, eventDate, name: 'Ananya Kapoor' });
  const token = newToken();
  await t.db.insert(inquiryStatusTokens).values({ tokenHash: hashToken(token), inquiryId: inquiry.id });
  return { celebrity, inquiry, token };
}

async function sentQuote(inquiryId: string) {
  const drafted = await t.app.inject({
    method: 'POST',
    url: `/api/inquiries/${inquiryId}/quotes`,
    headers: t.staff.headers,
    payload: QUOTE,
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

const confirm = (id: string, app = t.app, headers = t.staff.headers) =>
  app.inject({ method: 'POST', url: `/api/bookings/${id}/confirm`, headers });

describe('a sent quote holds its day', () => {
  it('holds the event day with the travel days around it, and lets it go when revised', async () => {
    const { celebrity, inquiry } = await bookingInquiry('2030-02-14');
    const sent = await sentQuote(inquiry.id);
    expect(sent.statusCode).toBe(200);
    const [hold] = await calendarOf(celebrity.id, '2030-02-01', '2030-02-28');
    expect(hold).toMatchObject({
      kind: 'hold',
      start: '2030-02-14',
      end: '2030-02-14',
      bufferBefore: 1,
      bufferAfter: 1,
      quoteId: sent.json().data._id,
    });

    const revised = await t.app.inject({
      method: 'POST',
      url: `/api/quotes/${sent.json().data._id}/revise`,
      headers: t.staff.headers,
    });
    expect(revised.statusCode).toBe(201);
    expect(await calendarOf(celebrity.id, '2030-02-01', '2030-02-28')).toEqual([]);
  });

  it('refuses to send a quote for a day already blacked out, naming it', async () => {
    const { celebrity, inquiry } = await bookingInquiry('2030-03-10');
    expect((await blackout(celebrity.id, '2030-03-11')).statusCode).toBe(201);
    const sent = await sentQuote(inquiry.id);
    expect(sent.statusCode).toBe(409);
    expect(sent.json().message).toBe(CALENDAR_MESSAGES.clash('a blackout on 11 March 2030: Tour'));
    const [draft] = await t.db.select().from(quotes).where(eq(quotes.inquiryId, inquiry.id));
    expect(draft).toMatchObject({ state: 'draft', number: null });
  });
});

describe('accepting a quote books it', () => {
  it('makes a numbered booking awaiting the advance, its days held', async () => {
    const { celebrity, inquiry, token } = await bookingInquiry('2030-04-20');
    await sentQuote(inquiry.id);
    expect((await accept(token)).statusCode).toBe(200);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/inquiries/${inquiry.id}/bookings`,
      headers: t.staff.headers,
    });
    const [booking]: Booking[] = list.json().data;
    expect(booking).toMatchObject({
      state: 'awaiting_advance',
      celebrity: { _id: celebrity.id },
      start: '2030-04-20',
      end: '2030-04-20',
      bufferBefore: 1,
      bufferAfter: 1,
      totalPaise: 23_600_000,
      advancePaise: 11_800_000,
      balancePaise: 11_800_000,
    });
    expect(booking?.number).toMatch(/^SLT\/B\/\d\d-\d\d\/\d{4}$/);
    const [entry] = await calendarOf(celebrity.id, '2030-04-01', '2030-04-30');
    expect(entry).toMatchObject({ kind: 'hold' });
  });

  it('books nothing when the days were taken meanwhile, says so plainly, and alerts the team', async () => {
    const { celebrity, inquiry, token } = await bookingInquiry('2030-05-05');
    const sent = await sentQuote(inquiry.id);
    expect((await blackout(celebrity.id, '2030-05-04')).statusCode).toBe(201);
    const res = await accept(token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(QUOTE_ANSWER_MESSAGES.datesTaken);
    expect(await t.db.select().from(bookings).where(eq(bookings.inquiryId, inquiry.id))).toEqual([]);
    expect(
      await t.db.select().from(quoteAcceptances).where(eq(quoteAcceptances.quoteId, sent.json().data._id)),
    ).toEqual([]);
    const [quote] = await t.db.select().from(quotes).where(eq(quotes.id, sent.json().data._id));
    expect(quote?.state).toBe('sent');
    const alerts = await t.db
      .select()
      .from(emails)
      .where(and(eq(emails.inquiryId, inquiry.id), eq(emails.kind, 'team_dates_taken')));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.text).toContain('a blackout on 4 May 2030: Tour');
  });

  it('alerts the team of failed acceptances at most once an hour per quote, each kept on the timeline', async () => {
    const { celebrity, inquiry, token } = await bookingInquiry('2030-05-15');
    await sentQuote(inquiry.id);
    expect((await blackout(celebrity.id, '2030-05-15')).statusCode).toBe(201);
    const alerts = async () =>
      t.db
        .select()
        .from(emails)
        .where(and(eq(emails.inquiryId, inquiry.id), eq(emails.kind, 'team_dates_taken')));
    const attempts = () =>
      t.db
        .select()
        .from(inquiryEvents)
        .where(and(eq(inquiryEvents.inquiryId, inquiry.id), eq(inquiryEvents.kind, 'quote_dates_taken')));

    expect((await accept(token)).statusCode).toBe(409);
    expect((await accept(token)).statusCode).toBe(409);
    expect(await alerts()).toHaveLength(1);
    expect(await attempts()).toHaveLength(2);

    // An hour later (the clock moved by dating what was kept an hour and a minute earlier): once more.
    const earlier = sql`${inquiryEvents.createdAt} - interval '61 minutes'`;
    await t.db.update(inquiryEvents).set({ createdAt: earlier }).where(eq(inquiryEvents.inquiryId, inquiry.id));
    expect((await accept(token)).statusCode).toBe(409);
    expect((await accept(token)).statusCode).toBe(409);
    expect(await alerts()).toHaveLength(2);
    expect(await attempts()).toHaveLength(4);
  });
});

describe('POST /api/bookings and POST /api/bookings/:id/confirm', () => {
  it('books a deal agreed by phone, then confirms it, taking its days for good', async () => {
    const { celebrity, inquiry } = await bookingInquiry('2030-06-10');
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: t.staff.headers,
      payload: {
        inquiryId: inquiry.id,
        celebrityId: celebrity.id,
        start: '2030-06-10',
        end: '2030-06-11',
        ...phoneSale(50_000_000),
      },
    });
    expect(made.statusCode).toBe(201);
    const booking: Booking = made.json().data;
    expect(booking).toMatchObject({
      state: 'awaiting_advance',
      totalPaise: 50_000_000,
      advancePaise: 25_000_000,
      createdByName: 'Vikram Shah',
    });

    const inquiryNow = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/inquiries/${inquiry.id}`, headers: t.staff.headers })).json<{
        data: { status: string };
      }>().data;
    // Booking a deal answers the inquiry; confirming the booking confirms it.
    expect(await inquiryNow()).toMatchObject({ status: 'contacted' });
    const confirmed = await confirm(booking._id);
    expect(confirmed.statusCode).toBe(200);
    expect(await inquiryNow()).toMatchObject({ status: 'confirmed' });
    expect(confirmed.json().data).toMatchObject({ state: 'confirmed' });
    expect((await confirm(booking._id)).statusCode).toBe(200);
    expect(await calendarOf(celebrity.id, '2030-06-01', '2030-06-30')).toEqual([
      expect.objectContaining({ kind: 'confirmed', start: '2030-06-10', end: '2030-06-11' }),
    ]);
    // The travel day after it is taken too.
    const onTravelDay = await blackout(celebrity.id, '2030-06-12');
    expect(onTravelDay.statusCode).toBe(409);
    expect(onTravelDay.json().message).toBe(
      CALENDAR_MESSAGES.clash(
        'a confirmed booking from 10 June 2030 to 11 June 2030 (with 1 day of travel before and after)',
      ),
    );
  });

  it('refuses to confirm a second booking of the same days, naming the first', async () => {
    const { celebrity, inquiry } = await bookingInquiry('2030-07-01');
    const book = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: t.staff.headers,
        payload: {
          inquiryId: inquiry.id,
          celebrityId: celebrity.id,
          start: '2030-07-01',
          end: '2030-07-01',
          ...phoneSale(10_000_000),
        },
      });
    const first: Booking = (await book()).json().data;
    const second: Booking = (await book()).json().data;
    expect((await confirm(first._id)).statusCode).toBe(200);
    const refused = await confirm(second._id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      CALENDAR_MESSAGES.clash('a confirmed booking on 1 July 2030 (with 1 day of travel before and after)'),
    );
    const [still] = await t.db.select().from(bookings).where(eq(bookings.id, second._id));
    expect(still?.state).toBe('awaiting_advance');
    // Once confirmed, the days cannot be booked again at all.
    expect((await book()).statusCode).toBe(409);
  });

  it('checks its fields and what it names', async () => {
    const { celebrity, inquiry } = await bookingInquiry('2030-08-01');
    const post = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: t.staff.headers,
        payload: { ...phoneSale(10_000_000), ...payload },
      });
    const wrong = await post({
      inquiryId: inquiry.id,
      celebrityId: celebrity.id,
      start: '2030-08-02',
      end: '2030-08-01',
      lines: [{ kind: 'artist_fee', description: 'Show', quantity: 1, ratePaise: -1 }],
    });
    expect(wrong.statusCode).toBe(400);
    expect((wrong.json().errors as { path: string }[]).map((error) => error.path).sort()).toEqual([
      'end',
      'lines.0.ratePaise',
    ]);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await post({ inquiryId: unknown, celebrityId: celebrity.id, start: '2030-08-01', end: '2030-08-01' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await post({ inquiryId: inquiry.id, celebrityId: unknown, start: '2030-08-01', end: '2030-08-01' })).statusCode,
    ).toBe(404);
    expect((await confirm(unknown)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/bookings', payload: {} })).statusCode).toBe(401);
  });
});

/** Two instances confirm overlapping bookings of one celebrity at the same moment, round after round. */
describe.runIf(process.env.TEST_DB === 'postgres')('confirming on two instances', () => {
  it('confirms exactly one of two overlapping bookings every time, the other told the clash', async () => {
    const first = await createTestApp();
    const second = await startSecondInstance(first);
    try {
      const staff = await first.createUser('staff');
      const admin = await first.createUser('admin');
      // A booking's lines are taxed from the agency's registered state.
      const saved = await first.app.inject({
        method: 'PUT',
        url: '/api/site/business',
        headers: admin.headers,
        payload: SELLER_DETAILS,
      });
      expect(saved.statusCode).toBe(200);
      const celebrity = await insertCelebrity(first.db, { name: 'Race Mehta' });
      const inquiry = await insertInquiry(first.db, { celebrityId: celebrity.id });
      const ROUNDS = 15;
      for (let round = 0; round < ROUNDS; round += 1) {
        const day = new Date(Date.UTC(2031, 0, 1 + round * 10)).toISOString().slice(0, 10);
        const ids: string[] = [];
        for (let index = 0; index < 2; index += 1) {
          const made = await first.app.inject({
            method: 'POST',
            url: '/api/bookings',
            headers: staff.headers,
            payload: {
              inquiryId: inquiry.id,
              celebrityId: celebrity.id,
              start: day,
              end: day,
              ...phoneSale(10_000_000),
            },
          });
          expect(made.statusCode).toBe(201);
          ids.push((made.json().data as Booking)._id);
        }
        const results = await Promise.all([
          confirm(ids[0] ?? '', first.app, staff.headers),
          confirm(ids[1] ?? '', second, staff.headers),
        ]);
        expect(results.map((res) => res.statusCode).sort(), `round ${round}`).toEqual([200, 409]);
        expect(results.find((res) => res.statusCode === 409)?.json().message).toMatch(
          /^These dates clash with a confirmed booking on /,
        );
      }
      const confirmedRows = await first.db
        .select()
        .from(calendarEntries)
        .where(and(eq(calendarEntries.celebrityId, celebrity.id), eq(calendarEntries.kind, 'confirmed')));
      expect(confirmedRows).toHaveLength(ROUNDS);
      const confirmedBookings = await first.db
        .select()
        .from(bookings)
        .where(and(eq(bookings.celebrityId, celebrity.id), eq(bookings.state, 'confirmed')));
      expect(confirmedBookings).toHaveLength(ROUNDS);
    } finally {
      await second.close();
      await first.close();
    }
  });
});

describe('POST /api/bookings/:id/payments', () => {
  const pay = (bookingId: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/bookings/${bookingId}/payments`, headers: t.staff.headers, payload });

  async function awaitingAdvance(day: string) {
    const { celebrity, inquiry } = await bookingInquiry(day);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: t.staff.headers,
      payload: { inquiryId: inquiry.id, celebrityId: celebrity.id, start: day, end: day, ...phoneSale(10_000_000) },
    });
    return { celebrity, inquiry, booking: made.json().data as Booking };
  }

  it('numbers a receipt for each payment; the payments that reach the advance confirm the booking', async () => {
    const { celebrity, booking } = await awaitingAdvance('2030-09-10');
    // The advance is half of ₹1,00,000: a first ₹20,000 does not reach it.
    const first = await pay(booking._id, {
      amountPaise: 2_000_000,
      date: '2030-01-05',
      mode: 'upi',
      reference: 'UPI-1',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().data.payment.receiptNumber).toMatch(/^SLT\/R\/\d\d-\d\d\/\d{4}$/);
    expect(first.json().data.booking).toMatchObject({
      state: 'awaiting_advance',
      paidPaise: 2_000_000,
      duePaise: 8_000_000,
    });
    // ₹25,000 by transfer and ₹5,000 of TDS as the customer states it: ₹50,000 in all.
    const second = await pay(booking._id, {
      amountPaise: 2_500_000,
      date: '2030-01-06',
      mode: 'bank_transfer',
      reference: 'UTR0001',
      tdsSection: '194J',
      tdsPaise: 500_000,
    });
    expect(second.statusCode).toBe(201);
    expect(second.json().data.booking).toMatchObject({ state: 'confirmed', paidPaise: 5_000_000, duePaise: 5_000_000 });
    expect(second.json().data.payment.receiptNumber).not.toBe(first.json().data.payment.receiptNumber);
    expect(await calendarOf(celebrity.id, '2030-09-01', '2030-09-30')).toEqual([
      expect.objectContaining({ kind: 'confirmed' }),
    ]);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${booking._id}/payments`,
      headers: t.staff.headers,
    });
    expect((listed.json().data as { mode: string }[]).map((payment) => payment.mode)).toEqual(['upi', 'bank_transfer']);
  });

  it('refuses more than is due, a transfer without its reference, and TDS without its section, on their fields', async () => {
    const { booking } = await awaitingAdvance('2030-10-10');
    const tooMuch = await pay(booking._id, { amountPaise: 10_000_001, date: '2030-01-05', mode: 'cash' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors).toEqual([
      expect.objectContaining({
        path: 'amountPaise',
        message: 'This is more than is due on the booking: ₹1,00,000.00',
      }),
    ]);
    const missing = await pay(booking._id, { amountPaise: 100, date: '2030-01-05', mode: 'cheque', tdsPaise: 10 });
    expect((missing.json().errors as { path: string }[]).map((error) => error.path).sort()).toEqual([
      'reference',
      'tdsSection',
    ]);
    expect(
      (await pay('00000000-0000-4000-8000-000000000000', { amountPaise: 100, date: '2030-01-05', mode: 'cash' }))
        .statusCode,
    ).toBe(404);
  });

  it('records nothing when the advance would confirm days taken meanwhile, and names the clash', async () => {
    const { celebrity, booking } = await awaitingAdvance('2030-11-10');
    expect((await blackout(celebrity.id, '2030-11-11')).statusCode).toBe(201);
    const refused = await pay(booking._id, { amountPaise: 5_000_000, date: '2030-01-05', mode: 'cash' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CALENDAR_MESSAGES.clash('a blackout on 11 November 2030: Tour'));
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${booking._id}/payments`,
      headers: t.staff.headers,
    });
    expect(listed.json().data).toEqual([]);
  });
});

describe("the customer's status link shows the booking", () => {
  const pay = (bookingId: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/bookings/${bookingId}/payments`, headers: t.staff.headers, payload });
  const statusOf = async (token: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/inquiry-status/${token}` });
    expect(res.statusCode).toBe(200);
    return { body: res.body, booking: (res.json().data as { booking: CustomerBooking | null }).booking };
  };
  const bookByPhone = async (inquiryId: string, celebrityId: string, day: string, totalPaise = 10_000_000) => {
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: t.staff.headers,
      payload: { inquiryId, celebrityId, start: day, end: day, ...phoneSale(totalPaise) },
    });
    expect(made.statusCode, made.body).toBe(201);
    return made.json().data as Booking;
  };

  it('shows the accepted booking, its schedule, what is paid and due, and each payment by its receipt', async () => {
    const { inquiry, token } = await bookingInquiry('2030-10-12');
    await sentQuote(inquiry.id);
    expect((await statusOf(token)).booking).toBeNull();
    expect((await accept(token)).statusCode).toBe(200);
    const [made] = (
      await t.app.inject({ method: 'GET', url: `/api/inquiries/${inquiry.id}/bookings`, headers: t.staff.headers })
    ).json().data as Booking[];
    if (!made) throw new Error('no booking made');

    // ₹2,36,000, half of it in advance; the balance due 7 days before 12 October.
    const awaiting = await statusOf(token);
    expect(awaiting.booking).toEqual({
      number: made.number,
      state: 'awaiting_advance',
      start: '2030-10-12',
      end: '2030-10-12',
      venue: 'Jaipur, Rajasthan',
      totalPaise: 23_600_000,
      advancePaise: 11_800_000,
      balancePaise: 11_800_000,
      balanceDueOn: '2030-10-05',
      paidPaise: 0,
      duePaise: 23_600_000,
      dueNowPaise: 11_800_000,
      overdue: false,
      confirmedAt: null,
      cancelledAt: null,
      invoice: null,
      refund: null,
      payments: [],
    });

    // ₹50,000 by UPI, then ₹66,000 by transfer with ₹2,000 of TDS: the advance is reached.
    expect(
      (await pay(made._id, { amountPaise: 5_000_000, date: '2030-01-05', mode: 'upi', reference: 'UPI-77' }))
        .statusCode,
    ).toBe(201);
    const partly = (await statusOf(token)).booking;
    expect(partly).toMatchObject({ state: 'awaiting_advance', paidPaise: 5_000_000, dueNowPaise: 6_800_000 });
    const second = await pay(made._id, {
      amountPaise: 6_600_000,
      date: '2030-01-09',
      mode: 'bank_transfer',
      reference: 'UTR-SECRET-42',
      tdsSection: '194J',
      tdsPaise: 200_000,
    });
    expect(second.statusCode).toBe(201);
    const receipts = (
      await t.app.inject({ method: 'GET', url: `/api/bookings/${made._id}/payments`, headers: t.staff.headers })
    ).json().data as { receiptNumber: string }[];

    const confirmed = await statusOf(token);
    expect(confirmed.booking).toMatchObject({
      state: 'confirmed',
      paidPaise: 11_800_000,
      duePaise: 11_800_000,
      dueNowPaise: 0,
      overdue: false,
      payments: [
        { receiptNumber: receipts[0]?.receiptNumber, date: '2030-01-05', amountPaise: 5_000_000, tdsPaise: 0 },
        { receiptNumber: receipts[1]?.receiptNumber, date: '2030-01-09', amountPaise: 6_600_000, tdsPaise: 200_000 },
      ],
    });
    expect(confirmed.booking?.confirmedAt).toEqual(expect.any(String));
    expect(Object.keys(confirmed.booking?.payments[0] ?? {}).sort()).toEqual(
      ['amountPaise', 'date', 'receiptNumber', 'tdsPaise'].sort(),
    );
    // Nothing of the agency's own: no ids, no staff, no payment references or modes.
    for (const secret of [
      made._id,
      made.celebrity._id,
      inquiry.id,
      'Vikram Shah',
      'UTR-SECRET-42',
      'UPI-77',
      'bank_transfer',
    ]) {
      expect(confirmed.body).not.toContain(secret);
    }
  });

  it('says a balance past its due day is overdue and due now', async () => {
    // A booking starting in 3 days: its balance was due 7 days before, 4 days ago.
    const day = addCalendarDays(indianDay(), 3);
    const { celebrity, inquiry, token } = await bookingInquiry(day);
    const booking = await bookByPhone(inquiry.id, celebrity.id, day);
    expect((await pay(booking._id, { amountPaise: 5_000_000, date: indianDay(), mode: 'cash' })).statusCode).toBe(201);
    expect((await statusOf(token)).booking).toMatchObject({
      state: 'confirmed',
      balanceDueOn: addCalendarDays(day, -7),
      paidPaise: 5_000_000,
      duePaise: 5_000_000,
      dueNowPaise: 5_000_000,
      overdue: true,
    });
  });

  it('shows the latest booking not cancelled, and a cancelled one as cancelled when no other stands', async () => {
    const { celebrity, inquiry, token } = await bookingInquiry('2030-11-20');
    const first = await bookByPhone(inquiry.id, celebrity.id, '2030-11-20');
    const second = await bookByPhone(inquiry.id, celebrity.id, '2030-11-27', 20_000_000);
    expect((await statusOf(token)).booking?.number).toBe(second.number);

    const cancelledAt = new Date('2030-01-10T06:30:00.000Z');
    const cancel = (id: string) =>
      t.db.update(bookings).set({ state: 'cancelled', cancelledAt }).where(eq(bookings.id, id));
    await cancel(second._id);
    expect((await statusOf(token)).booking).toMatchObject({ number: first.number, state: 'awaiting_advance' });

    await cancel(first._id);
    expect((await statusOf(token)).booking).toMatchObject({
      number: second.number,
      state: 'cancelled',
      cancelledAt: cancelledAt.toISOString(),
      dueNowPaise: 0,
      overdue: false,
    });
  });
});
