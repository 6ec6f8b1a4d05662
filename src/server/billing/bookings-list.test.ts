import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { indianDay } from '#shared/format';
import { bookingListQuerySchema, type BookingListRow, type BookingListTotals } from '#shared/schemas/bookings-list';
import { bookings } from '#server/bookings/bookings-tables';
import { bookingFixtures } from '#server/test/booking-fixture';
import { rowsOf } from '#server/test/csv-rows';
import { phoneSale, saveBusinessDetails } from '#server/test/quote-fixture';
import { insertCelebrity, insertInquiry } from '#server/test/rows';
import { useSignedInApp } from '#server/test/signed-in-app';
import { toBookingDto } from './booking-answers.js';
import { listBookings } from './bookings-list.js';

/**
 * The bookings' list (issue 41): each row's money is its booking's own (toBookingDto, one at a
 * time), field by field, on any day; the filters, the order by event date, the cursor, the totals
 * of every filtered row, and the CSV.
 */

const t = useSignedInApp();
const fixtures = bookingFixtures(t);
const TOTAL = 23_600_000; // ₹2,00,000 artist fee + 18% GST

const post = async (url: string, payload: Record<string, unknown>, who = t.staff) => {
  const answer = await t.app.inject({ method: 'POST', url, headers: who.headers, payload });
  expect(answer.statusCode, answer.body).toBeLessThan(300);
  return answer;
};

const pay = (bookingId: string, amountPaise: number, tdsPaise = 0) =>
  post(`/api/bookings/${bookingId}/payments`, {
    amountPaise,
    tdsPaise,
    ...(tdsPaise > 0 && { tdsSection: '194J' }),
    date: '2026-11-02',
    mode: 'bank_transfer',
    reference: `UTR${bookingId.slice(0, 8)}${amountPaise}`,
  });

/** A phone booking of `celebrityId` on `day` for `customer`, paid `paidPaise`: its id. */
async function phoneBooking(celebrityId: string, day: string, customer: string, paidPaise = 0, tdsPaise = 0) {
  const inquiry = await insertInquiry(t.db, { celebrityId, eventDate: day, name: customer });
  const made = await post('/api/bookings', {
    inquiryId: inquiry.id,
    celebrityId,
    start: day,
    end: day,
    ...phoneSale(TOTAL),
  });
  const id = made.json().data._id as string;
  if (paidPaise > 0) await pay(id, paidPaise, tdsPaise);
  return id;
}

const list = async (query: string) => {
  const answer = await t.app.inject({ method: 'GET', url: `/api/bookings?${query}`, headers: t.staff.headers });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{
    data: BookingListRow[];
    meta: { total: number; next?: string; prev?: string; totals: BookingListTotals };
  }>();
};

const numbersOf = (rows: BookingListRow[]) => rows.map((row) => row.number);
const ids = { overdue: '', advance: '', paid: '', cancelled: '', formula: '', quoted: '' };
let starA = '';
let starB = '';
let advancePaise = 0;

describe('the bookings list', () => {
  beforeAll(async () => {
    await saveBusinessDetails(t, t.admin);
    starA = (await insertCelebrity(t.db, { name: 'Arijit Star' })).id;
    starB = (await insertCelebrity(t.db, { name: 'Bela Star' })).id;
    // Awaiting its advance, nothing paid; its balance made due long ago below: overdue.
    ids.overdue = await phoneBooking(starA, '2031-05-01', 'Meera Overdue');
    // Its advance paid (confirmed), the balance due later.
    ids.advance = await phoneBooking(starA, '2031-05-11', 'Kabir Advance');
    const [made] = await t.db.select().from(bookings).where(eq(bookings.id, ids.advance));
    advancePaise = made!.advancePaise;
    await pay(ids.advance, advancePaise);
    // Paid in full, part of it as tax deducted at source.
    ids.paid = await phoneBooking(starB, '2031-06-01', 'Zoya Paid', TOTAL - 2_000_000, 2_000_000);
    // Cancelled after an advance: nothing more is due.
    ids.cancelled = await phoneBooking(starB, '2031-06-11', 'Ravi Cancelled', 3_000_000);
    await post(`/api/bookings/${ids.cancelled}/cancel`, { reason: 'Called off', by: 'agency' }, t.admin);
    // A customer name a spreadsheet would run as a formula.
    ids.formula = await phoneBooking(starB, '2031-07-01', '=HYPERLINK("http://x")');
    // Made from an accepted quote (its own celebrity), nothing paid.
    ids.quoted = (await fixtures.acceptedBooking('2031-08-01')).booking.id;
    // The balance of the first due 3,000 days before its day: long past.
    await t.db.update(bookings).set({ balanceDueDays: 3000 }).where(eq(bookings.id, ids.overdue));
  }, 240_000);

  it('gives each booking the money its own page gives it, field by field, on any day', async () => {
    const rows = await t.db.select().from(bookings);
    expect(rows.length).toBe(6);
    const query = bookingListQuerySchema.parse({ limit: '100' });
    for (const today of [indianDay(), '2031-04-20', '2031-05-20', '2031-06-05', '2032-01-01']) {
      const { items, meta } = await listBookings(t.db, query, today);
      expect(items.length).toBe(rows.length);
      const totals = { count: 0, totalPaise: 0, paidPaise: 0, duePaise: 0, overdueCount: 0, overduePaise: 0 };
      for (const row of rows) {
        const own = await toBookingDto(t.db, row, today);
        const listed = items.find((item) => item._id === row.id);
        for (const field of [
          'number',
          'inquiryId',
          'celebrity',
          'state',
          'start',
          'end',
          'totalPaise',
          'advancePaise',
          'paidPaise',
          'duePaise',
          'balanceDueOn',
          'overdue',
          'createdAt',
        ] as const) {
          expect(listed?.[field], `${row.number} ${field} on ${today}`).toEqual(own[field]);
        }
        totals.count += 1;
        totals.totalPaise += own.totalPaise;
        totals.paidPaise += own.paidPaise;
        totals.duePaise += own.duePaise;
        if (own.overdue) {
          totals.overdueCount += 1;
          totals.overduePaise += own.duePaise;
        }
      }
      expect(meta.totals, `totals on ${today}`).toEqual(totals);
    }
    // The set covers what it says: tax deducted counted as paid, a cancelled booking with payments.
    const { items } = await listBookings(t.db, query, '2031-05-20');
    expect(items.find((item) => item._id === ids.paid)).toMatchObject({ paidPaise: TOTAL, duePaise: 0 });
    expect(items.find((item) => item._id === ids.cancelled)).toMatchObject({
      state: 'cancelled',
      paidPaise: 3_000_000,
      duePaise: 0,
      overdue: false,
    });
    expect(items.filter((item) => item.overdue).length).toBeGreaterThan(1);
  });

  it('lists by event date, soonest first or latest first, with the customer and the inquiry', async () => {
    const { data, meta } = await list('');
    expect(data.map((row) => row.start)).toEqual([
      '2031-05-01',
      '2031-05-11',
      '2031-06-01',
      '2031-06-11',
      '2031-07-01',
      '2031-08-01',
    ]);
    expect(meta.total).toBe(6);
    expect(data[0]).toMatchObject({
      celebrity: { _id: starA, name: 'Arijit Star' },
      customer: { name: 'Meera Overdue' },
      state: 'awaiting_advance',
      overdue: true,
      duePaise: TOTAL,
    });
    expect(data[0]?.inquiryReference).toMatch(/\S/);
    const latest = await list('sort=desc');
    expect(numbersOf(latest.data)).toEqual(numbersOf(data).reverse());
  });

  it('filters by state, money due, celebrity, days and text, and sums every filtered row', async () => {
    const confirmed = await list('state=confirmed');
    expect(confirmed.data.map((row) => row._id).sort()).toEqual([ids.advance, ids.paid].sort());

    const due = await list('due=any');
    expect(due.data.map((row) => row._id)).toEqual([ids.overdue, ids.advance, ids.formula, ids.quoted]);
    expect(due.meta.totals).toMatchObject({ count: 4, duePaise: 4 * TOTAL - advancePaise, paidPaise: advancePaise });

    const overdue = await list('due=overdue');
    expect(overdue.data.map((row) => row._id)).toEqual([ids.overdue]);
    expect(overdue.meta.totals).toMatchObject({ count: 1, overdueCount: 1, overduePaise: TOTAL });

    expect((await list(`celebrity=${starB}`)).data.map((row) => row._id)).toEqual([
      ids.paid,
      ids.cancelled,
      ids.formula,
    ]);
    // Any of a booking's days in the range, both ends included.
    expect((await list('from=2031-05-11&to=2031-06-01')).data.map((row) => row._id)).toEqual([ids.advance, ids.paid]);
    expect((await list('q=zoya')).data.map((row) => row._id)).toEqual([ids.paid]);
    expect((await list('q=bela&state=cancelled')).data.map((row) => row._id)).toEqual([ids.cancelled]);
    expect((await list('state=&due=all')).meta.total).toBe(6);
  });

  it('pages by cursor while the totals stay those of every filtered row', async () => {
    const first = await list('limit=2');
    expect(first.meta.total).toBe(6);
    expect(first.meta.totals.count).toBe(6);
    expect(first.data.length).toBe(2);
    const second = await list(`limit=2&cursor=${first.meta.next}`);
    const third = await list(`limit=2&after=${second.meta.next}`);
    expect(third.meta.next).toBeUndefined();
    expect(third.meta.totals).toEqual(first.meta.totals);
    const walked = [...first.data, ...second.data, ...third.data].map((row) => row._id);
    expect(walked).toEqual((await list('')).data.map((row) => row._id));
    const back = await list(`limit=2&before=${third.meta.prev}`);
    expect(back.data.map((row) => row._id)).toEqual(second.data.map((row) => row._id));
  });

  it('refuses strangers, unknown states and forged cursors', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/bookings' })).statusCode).toBe(401);
    const bad = (query: string) =>
      t.app.inject({ method: 'GET', url: `/api/bookings?${query}`, headers: t.staff.headers });
    expect((await bad('state=booked')).statusCode).toBe(400);
    expect((await bad('due=soon')).statusCode).toBe(400);
    expect((await bad('from=2031-06-01&to=2031-05-01')).statusCode).toBe(400);
    expect((await bad('cursor=not-a-cursor')).statusCode).toBe(400);
  });

  it('gives the filtered rows as CSV, amounts in rupees, moments in India’s time, formulas made harmless', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/bookings?format=csv&celebrity=${starB}`,
      headers: t.staff.headers,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="bookings-${indianDay()}.csv"`);
    const [header, ...rows] = rowsOf(answer.body.replace(/^\uFEFF/, '').trimEnd());
    expect(header).toEqual([
      'Booking',
      'Celebrity',
      'Customer',
      'Inquiry',
      'First day',
      'Last day',
      'State',
      'Total (INR)',
      'Paid (INR)',
      'Due (INR)',
      'Balance due on',
      'Overdue',
      'Made (IST)',
    ]);
    expect(rows.length).toBe(3);
    expect(rows[0]?.slice(1, 12)).toEqual([
      'Bela Star',
      'Zoya Paid',
      expect.stringMatching(/\S/),
      '2031-06-01',
      '2031-06-01',
      'Confirmed',
      '236000.00',
      '236000.00',
      '0.00',
      expect.stringMatching(/^2031-05-\d\d$/),
      'No',
    ]);
    expect(rows[1]?.[6]).toBe('Cancelled');
    expect(rows[2]?.[2]).toBe(`'=HYPERLINK("http://x")`);
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, ids.paid));
    const made = booking!.createdAt;
    expect(rows[0]?.[12]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
    expect(rows[0]?.[12]?.slice(0, 10)).toBe(indianDay(made));
  });
});
