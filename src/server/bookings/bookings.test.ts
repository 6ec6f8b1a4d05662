import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Booking } from '#shared/schemas/booking-responses';
import { calendarEntries } from '#server/calendar/calendar-tables';
import { inquiryEvents } from '#server/inquiry-life/inquiry-life-tables';
import { emails } from '#server/mail/mail-tables';
import { quoteAcceptances, quotes } from '#server/quotes/quotes-tables';
import { bookings } from './bookings-tables.js';
import { bookingFixtures } from '#server/test/booking-fixture';
import { phoneSale, saveBusinessDetails } from '#server/test/quote-fixture';
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

const { bookingInquiry, sentQuote, calendarOf, accept, blackout } = bookingFixtures(t);

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
      await saveBusinessDetails(first, admin);
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
