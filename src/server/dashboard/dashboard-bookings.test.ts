import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '#shared/schemas/booking-responses';
import type { Quote } from '#shared/schemas/quote-responses';
import { bookings } from '#server/bookings/bookings-tables';
import { quotes } from '#server/quotes/quotes-tables';
import { getDashboard } from './dashboard.js';
import { saveBusinessDetails } from '#server/test/quote-fixture';
import { insertCelebrity, insertInquiry } from '#server/test/rows';
import { useSignedInApp } from '#server/test/signed-in-app';
import { insertBooking as insertBookingRow, insertPayment } from '#server/test/booking-rows';

/**
 * The dashboard's booking figures (issue 22): bookings made and the value booked by India's
 * months, advances received, what is outstanding and overdue, and the conversion of quotes into
 * bookings. Read at a fixed instant, 10 March 2031 17:30 in India, so every month is known.
 */
const t = useSignedInApp();

const NOW = new Date('2031-03-10T12:00:00.000Z');
const DAY = 86_400_000;
/** The first instant of March 2031 in India. */
const MARCH = new Date('2031-02-28T18:30:00.000Z');
const figures = async (now = NOW) => (await getDashboard(t.db, { responseHours: 24 }, now)).bookings;

let celebrityId = '';

/** A booking of the file's celebrity (booking-rows.ts). */
const insertBooking = (fields: Omit<Parameters<typeof insertBookingRow>[1], 'celebrityId'>) =>
  insertBookingRow(t.db, { ...fields, celebrityId });

/** A payment on `bookingId` received on `day`, with any tax deducted at source. */
const pay = (bookingId: string, day: string, amountPaise: number, tdsPaise = 0, createdAt = new Date()) =>
  insertPayment(t.db, bookingId, day, amountPaise, tdsPaise, createdAt);

/** An inquiry with a quote sent through the API, then dated back to `sentAt`; the quote. */
async function quotedAt(sentAt: Date, inquiryId?: string): Promise<Quote> {
  const id = inquiryId ?? (await insertInquiry(t.db, { createdAt: new Date(sentAt.getTime() - DAY) })).id;
  const drafted = await t.app.inject({
    method: 'POST',
    url: `/api/inquiries/${id}/quotes`,
    headers: t.staff.headers,
    payload: {
      customer: { name: 'Kapoor Weddings LLP', address: '12 Marine Drive', state: '27' },
      venueState: '27',
      lines: [{ kind: 'artist_fee', description: 'Performance', quantity: 1, ratePaise: 20_000_000 }],
    },
  });
  expect(drafted.statusCode, drafted.body).toBe(201);
  const quote = drafted.json().data as Quote;
  const sent = await t.app.inject({ method: 'POST', url: `/api/quotes/${quote._id}/send`, headers: t.staff.headers });
  expect(sent.statusCode, sent.body).toBe(200);
  await t.db.update(quotes).set({ sentAt }).where(eq(quotes.id, quote._id));
  return sent.json().data as Quote;
}

describe('the booking figures of GET /api/dashboard', () => {
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    await saveBusinessDetails(t, t.admin);
    celebrityId = (await insertCelebrity(t.db)).id;
    const ago = (days: number) => new Date(NOW.getTime() - days * DAY);

    // A: made in March, quoted 5 days ago; ₹10,00,000 with ₹5,00,000 advance, the balance due
    // 15 days before 1 June. Paid ₹1,00,000 in January and ₹3,00,000 in February (both advance),
    // then ₹2,70,000 with ₹30,000 TDS on 2 March: ₹1,00,000 of it completes the advance.
    const a = await quotedAt(ago(5));
    ids.a = await insertBooking({
      inquiryId: a.inquiryId,
      createdAt: new Date('2031-03-05T06:00:00.000Z'),
      totalPaise: 100_000_000,
      advancePaise: 50_000_000,
      start: '2031-06-01',
      balanceDueDays: 15,
      state: 'confirmed',
    });
    await pay(ids.a, '2031-01-15', 10_000_000);
    await pay(ids.a, '2031-02-27', 30_000_000);
    await pay(ids.a, '2031-03-02', 27_000_000, 3_000_000);

    // B: made at March's first instant, agreed by phone for an inquiry quoted exactly 30 days ago;
    // nothing paid, the balance due on 5 March: ₹2,00,000 overdue.
    const b = await quotedAt(ago(30));
    ids.b = await insertBooking({
      inquiryId: b.inquiryId,
      createdAt: MARCH,
      totalPaise: 20_000_000,
      advancePaise: 10_000_000,
      start: '2031-03-12',
      balanceDueDays: 7,
      state: 'awaiting_advance',
    });

    // C: made a millisecond before March, quoted 20 days ago, cancelled: counts nowhere, though
    // its advance of ₹25,000, paid on 3 March, was received.
    const c = await quotedAt(ago(20));
    ids.c = await insertBooking({
      inquiryId: c.inquiryId,
      createdAt: new Date(MARCH.getTime() - 1),
      totalPaise: 5_000_000,
      advancePaise: 2_500_000,
      start: '2031-04-01',
      balanceDueDays: 7,
      state: 'cancelled',
    });
    await pay(ids.c, '2031-03-03', 2_500_000);

    // D: made in February for an inquiry quoted 31 days ago (too long ago to count), completed:
    // its advance paid on 1 February, half its balance on 1 March, the rest (₹1,00,000) overdue
    // since 10 February.
    const d = await quotedAt(ago(31));
    ids.d = await insertBooking({
      inquiryId: d.inquiryId,
      createdAt: new Date('2031-02-10T04:00:00.000Z'),
      totalPaise: 40_000_000,
      advancePaise: 20_000_000,
      start: '2031-02-20',
      balanceDueDays: 10,
      state: 'completed',
    });
    await pay(ids.d, '2031-02-01', 20_000_000);
    await pay(ids.d, '2031-03-01', 10_000_000);

    // E: made in October 2030, the oldest month shown; paid in full.
    ids.e = await insertBooking({
      createdAt: new Date('2030-09-30T18:30:00.000Z'),
      totalPaise: 7_000_000,
      advancePaise: 3_500_000,
      start: '2030-11-01',
      balanceDueDays: 7,
      state: 'completed',
    });
    await pay(ids.e, '2030-10-20', 7_000_000);

    // F: made a millisecond before October 2030 (not shown); its balance is due today, so
    // outstanding but not yet overdue.
    ids.f = await insertBooking({
      createdAt: new Date('2030-09-30T18:29:59.999Z'),
      totalPaise: 3_000_000,
      advancePaise: 0,
      start: '2031-03-17',
      balanceDueDays: 7,
      state: 'confirmed',
    });

    // An inquiry quoted twice in the days (a revision), with no booking: counted once, not booked.
    const twice = await quotedAt(ago(10));
    const revision = await t.app.inject({
      method: 'POST',
      url: `/api/quotes/${twice._id}/revise`,
      headers: t.staff.headers,
    });
    expect(revision.statusCode).toBe(201);
    const revised = revision.json().data as Quote;
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/quotes/${revised._id}/send`, headers: t.staff.headers }))
        .statusCode,
    ).toBe(200);
    await t.db
      .update(quotes)
      .set({ sentAt: ago(3) })
      .where(eq(quotes.id, revised._id));
  });

  it('counts the bookings made and the value booked in each of the last six months, cancelled ones left out', async () => {
    const { made, valueByMonth } = await figures();
    expect(valueByMonth).toEqual([
      { month: '2030-10', paise: 7_000_000, count: 1 },
      { month: '2030-11', paise: 0, count: 0 },
      { month: '2030-12', paise: 0, count: 0 },
      { month: '2031-01', paise: 0, count: 0 },
      { month: '2031-02', paise: 40_000_000, count: 1 },
      { month: '2031-03', paise: 120_000_000, count: 2 },
    ]);
    expect(made).toEqual({ value: 2, previous: 1, changePercent: 100 });
  });

  it("takes each payment's share of its booking's advance, in the order received, by the receipt's month", async () => {
    const { advancesReceived, receivedThisMonth } = await figures();
    // March: ₹1,00,000 of A's payment and C's ₹25,000; February: A's ₹3,00,000 and D's ₹2,00,000.
    expect(advancesReceived).toEqual({ value: 12_500_000, previous: 50_000_000, changePercent: -75 });
    // A's ₹3,00,000 (TDS included), D's ₹1,00,000 and C's ₹25,000.
    expect(receivedThisMonth).toEqual({ count: 3, paise: 42_500_000 });
  });

  it('adds up what is due on the bookings not cancelled, and what of it is past its due day', async () => {
    const { outstanding, overdue } = await figures();
    // A ₹3,00,000, B ₹2,00,000, D ₹1,00,000, F ₹30,000; E is paid up and C cancelled.
    expect(outstanding).toEqual({ count: 4, paise: 63_000_000 });
    // B (due 5 March) and D (due 10 February); F's day is today.
    expect(overdue).toEqual({ count: 2, paise: 30_000_000 });
    // The same sums as the bookings' own `duePaise`.
    let due = 0;
    for (const key of ['a', 'b', 'd', 'e', 'f']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/bookings/${ids[key]}`, headers: t.staff.headers });
      due += (res.json().data as Booking).duePaise;
    }
    expect(due).toBe(outstanding.paise);
    // What is outstanding does not depend on the day: the API answers the same now.
    const res = await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: t.staff.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.bookings.outstanding).toEqual(outstanding);
  });

  it('converts the inquiries quoted in the last 30 days into bookings, from the instant 30 days back', async () => {
    // A and B booked, C's booking cancelled, the revised one not booked; D quoted too long ago.
    expect((await figures()).conversion).toEqual({ quoted: 4, booked: 2, percent: 50, days: 30 });
    // A millisecond later B's quote is out of the days.
    expect((await figures(new Date(NOW.getTime() + 1))).conversion).toEqual({
      quoted: 3,
      booked: 1,
      percent: 33,
      days: 30,
    });
  });

  it('moves with the month: on 1 April, March is last month and a balance due since is overdue', async () => {
    const april = await figures(new Date('2031-03-31T18:30:00.000Z'));
    expect(april.valueByMonth.map(({ month }) => month)).toEqual([
      '2030-11',
      '2030-12',
      '2031-01',
      '2031-02',
      '2031-03',
      '2031-04',
    ]);
    expect(april.made).toEqual({ value: 0, previous: 2, changePercent: -100 });
    expect(april.advancesReceived).toEqual({ value: 0, previous: 12_500_000, changePercent: -100 });
    expect(april.receivedThisMonth).toEqual({ count: 0, paise: 0 });
    // F's balance, due 10 March, is now overdue too.
    expect(april.overdue).toEqual({ count: 3, paise: 33_000_000 });
  });

  it('follows a cancellation at once', async () => {
    await t.db
      .update(bookings)
      .set({ state: 'cancelled', cancelledAt: new Date() })
      .where(eq(bookings.id, ids.b ?? ''));
    const after = await figures();
    expect(after.made).toEqual({ value: 1, previous: 1, changePercent: 0 });
    expect(after.valueByMonth.at(-1)).toEqual({ month: '2031-03', paise: 100_000_000, count: 1 });
    expect(after.outstanding).toEqual({ count: 3, paise: 43_000_000 });
    expect(after.overdue).toEqual({ count: 1, paise: 10_000_000 });
    expect(after.conversion).toEqual({ quoted: 4, booked: 1, percent: 25, days: 30 });
  });
});
