import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { addCalendarDays, daysUntil } from '#shared/calendar-days';
import { indianDay } from '#shared/format';
import type { Booking } from '#shared/schemas/booking-responses';
import type { Dashboard } from '#shared/schemas/dashboard';
import { paymentClaims } from '#server/billing/billing-tables';
import { insertBooking, insertPayment } from '#server/test/booking-rows';
import { saveBusinessDetails } from '#server/test/quote-fixture';
import { insertCelebrity, insertInquiry } from '#server/test/rows';
import { useSignedInApp } from '#server/test/signed-in-app';
import { getDashboard } from './dashboard.js';
import { mondayOf } from './dashboard-todo.js';

/*
 * What the dashboard asks staff to do (issue 41): overdue replies, payment claims to confirm,
 * balances overdue, the events of the next 14 days, the cash of the next 8 weeks and the funnel,
 * through GET /api/dashboard on today's clock.
 */
const t = useSignedInApp();

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const LAKH = 10_000_000;

const now = new Date();
const today = indianDay(now);
const on = (days: number) => addCalendarDays(today, days);

const dashboard = async (query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/dashboard${query}`, headers: t.staff.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Dashboard;
};

const staffBooking = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/bookings/${id}`, headers: t.staff.headers })).json().data as Booking;

const ids: Record<string, string> = {};
let celebrityId = '';

async function claim(bookingId: string, amountPaise: number, createdAt: Date, state: 'claimed' | 'rejected') {
  await t.db.insert(paymentClaims).values({
    bookingId,
    amountPaise,
    dueNowPaise: amountPaise,
    paidOn: indianDay(createdAt),
    mode: 'upi',
    reference: `UPI${randomUUID().slice(0, 8)}`,
    state,
    createdAt,
  });
}

beforeAll(async () => {
  await saveBusinessDetails(t, t.admin);
  celebrityId = (await insertCelebrity(t.db, { name: 'Meera Kapoor' })).id;
  const booking = (fields: Omit<Parameters<typeof insertBooking>[1], 'celebrityId' | 'createdAt'>) =>
    insertBooking(t.db, { ...fields, celebrityId, createdAt: new Date(now.getTime() - HOUR) });

  // Replies: two overdue (3 h and 1 h), one answered late, one not yet due.
  ids.replyLate = (
    await insertInquiry(t.db, {
      name: 'Rohan Mehta',
      createdAt: new Date(now.getTime() - 27 * HOUR),
      replyBy: new Date(now.getTime() - 3 * HOUR),
      assigneeId: t.staff.id,
    })
  ).id;
  ids.replyLater = (
    await insertInquiry(t.db, {
      name: 'Sara Iyer',
      celebrityName: '',
      createdAt: new Date(now.getTime() - 25 * HOUR),
      replyBy: new Date(now.getTime() - HOUR),
    })
  ).id;
  await insertInquiry(t.db, {
    status: 'contacted',
    createdAt: new Date(now.getTime() - 30 * HOUR),
    replyBy: new Date(now.getTime() - 6 * HOUR),
    firstResponseAt: new Date(now.getTime() - 2 * HOUR),
  });
  await insertInquiry(t.db, { replyBy: new Date(now.getTime() + 5 * HOUR) });

  // Bookings. Overdue: A, ₹5,00,000 of ₹10,00,000 unpaid since 10 days; F, completed 40 days
  // ago, ₹50,000 unpaid since 47 days.
  ids.a = await booking({
    customerName: 'Kapoor Weddings',
    totalPaise: 10 * LAKH,
    advancePaise: 5 * LAKH,
    start: on(20),
    balanceDueDays: 30,
    state: 'confirmed',
  });
  await insertPayment(t.db, ids.a, on(-15), 5 * LAKH);
  ids.f = await booking({
    totalPaise: LAKH,
    advancePaise: LAKH / 2,
    start: on(-40),
    balanceDueDays: 7,
    state: 'completed',
  });
  await insertPayment(t.db, ids.f, on(-60), LAKH / 2);
  // Upcoming: B in 5 days, paid in full (its balance due 2 days ago: not overdue); C in 3 days
  // for two days, awaiting its ₹1,00,000 advance, the balance due on its first day; D cancelled.
  ids.b = await booking({
    totalPaise: 4 * LAKH,
    advancePaise: 2 * LAKH,
    start: on(5),
    balanceDueDays: 7,
    state: 'confirmed',
  });
  await insertPayment(t.db, ids.b, on(-3), 3 * LAKH, (20 * 1_00_000) / 2);
  await insertPayment(t.db, ids.b, on(-2), LAKH - 1_000_000);
  ids.c = await booking({
    customerName: 'Ananya Kapoor',
    totalPaise: 2 * LAKH,
    advancePaise: LAKH,
    start: on(3),
    end: on(4),
    balanceDueDays: 0,
    state: 'awaiting_advance',
  });
  ids.d = await booking({
    totalPaise: 3 * LAKH,
    advancePaise: LAKH,
    start: on(4),
    balanceDueDays: 0,
    state: 'cancelled',
  });
  // E: 30 days away, its balance due in 20 days: ₹3,00,000 collected, ₹3,00,000 due that week.
  ids.e = await booking({
    totalPaise: 6 * LAKH,
    advancePaise: 3 * LAKH,
    start: on(30),
    balanceDueDays: 10,
    state: 'confirmed',
  });
  await insertPayment(t.db, ids.e, on(-1), 3 * LAKH);
  // G: 80 days away: in no list, no week.
  ids.g = await booking({
    totalPaise: 6 * LAKH,
    advancePaise: 3 * LAKH,
    start: on(80),
    balanceDueDays: 10,
    state: 'confirmed',
  });

  // Claims: two waiting on A (the older first), one rejected.
  await claim(ids.a, 2 * LAKH, new Date(now.getTime() - 2 * DAY), 'claimed');
  await claim(ids.a, LAKH, new Date(now.getTime() - HOUR), 'claimed');
  await claim(ids.c, LAKH, new Date(now.getTime() - 3 * DAY), 'rejected');
}, 120_000);

describe('GET /api/dashboard: what needs doing now', () => {
  it('lists the overdue replies, the longest waiting first, with who and how late', async () => {
    const { todo, overdueNow } = await dashboard();
    expect(todo.overdueReplies.count).toBe(2);
    expect(todo.overdueReplies.count).toBe(overdueNow);
    expect(todo.overdueReplies.items.map((item) => item.inquiryId)).toEqual([ids.replyLate, ids.replyLater]);
    const [late, later] = todo.overdueReplies.items;
    expect(late).toMatchObject({ name: 'Rohan Mehta', celebrityName: 'Meera Kapoor', eventType: 'Wedding' });
    expect(late?.assigneeName).toBeTruthy();
    expect(later).toMatchObject({ name: 'Sara Iyer', celebrityName: '', assigneeName: null });
    // As late as the clock says, give or take the request's own time.
    expect(late?.lateMs).toBeGreaterThanOrEqual(3 * HOUR);
    expect(late?.lateMs).toBeLessThan(3 * HOUR + 60_000);
  });

  it('lists the payment claims waiting for staff, the oldest first, with their count and sum', async () => {
    const { todo } = await dashboard();
    expect(todo.claimsToConfirm.count).toBe(2);
    expect(todo.claimsToConfirm.paise).toBe(3 * LAKH);
    expect(todo.claimsToConfirm.items).toHaveLength(2);
    expect(todo.claimsToConfirm.items[0]).toMatchObject({
      bookingId: ids.a,
      customerName: 'Kapoor Weddings',
      celebrityName: 'Meera Kapoor',
      amountPaise: 2 * LAKH,
      mode: 'upi',
    });
    expect(todo.claimsToConfirm.items[0]?.inquiryId).toBe((await staffBooking(ids.a as string)).inquiryId);
    expect(todo.claimsToConfirm.items[0]?.waitingMs).toBeGreaterThanOrEqual(2 * DAY);
  });

  it('lists the balances overdue as billing reckons them, agreeing with the overdue figure', async () => {
    const { todo, bookings } = await dashboard();
    const overdue = todo.balancesOverdue;
    expect(overdue.items.map((item) => item.bookingId)).toEqual([ids.f, ids.a]);
    expect(overdue.items.map((item) => item.daysLate)).toEqual([47, 10]);
    expect(overdue.count).toBe(bookings.overdue.count);
    expect(overdue.paise).toBe(bookings.overdue.paise);
    expect(overdue.items.reduce((sum, item) => sum + item.duePaise, 0)).toBe(bookings.overdue.paise);
    // Each as the staff's booking says it.
    for (const item of overdue.items) {
      const booking = await staffBooking(item.bookingId);
      expect(booking.overdue).toBe(true);
      expect(item).toMatchObject({
        duePaise: booking.duePaise,
        balanceDueOn: booking.balanceDueOn,
        inquiryId: booking.inquiryId,
      });
    }
    expect(overdue.items[1]).toMatchObject({ duePaise: 5 * LAKH, customerName: 'Kapoor Weddings', startDate: on(20) });
  });

  it('shows the events of the next 14 days with their state and money, never a cancelled one', async () => {
    const { upcoming } = await dashboard();
    expect(upcoming.days).toBe(14);
    expect(upcoming.count).toBe(2);
    expect(upcoming.items.map((item) => item.bookingId)).toEqual([ids.c, ids.b]);
    expect(upcoming.items[0]).toMatchObject({
      customerName: 'Ananya Kapoor',
      state: 'awaiting_advance',
      startDate: on(3),
      endDate: on(4),
      totalPaise: 2 * LAKH,
      paidPaise: 0,
      duePaise: 2 * LAKH,
      dueNowPaise: LAKH,
      overdue: false,
    });
    for (const item of upcoming.items) {
      const booking = await staffBooking(item.bookingId);
      expect(item).toMatchObject({
        paidPaise: booking.paidPaise,
        duePaise: booking.duePaise,
        balanceDueOn: booking.balanceDueOn,
        overdue: booking.overdue,
      });
    }
    expect(upcoming.items[1]).toMatchObject({ state: 'confirmed', duePaise: 0 });
  });

  it('adds up the cash of the next 8 weeks by the week each balance falls due, from Monday', async () => {
    const { cashByWeek } = await dashboard();
    const monday = mondayOf(today);
    expect(cashByWeek.map((week) => week.weekStart)).toEqual(
      Array.from({ length: 8 }, (_, week) => addCalendarDays(monday, week * 7)),
    );
    const weekOf = (day: string) => Math.floor(daysUntil(monday, day) / 7);
    // B's balance (due 2 days ago) is in this week only when this week began by then.
    const expected = cashByWeek.map(() => ({ bookings: 0, collectedPaise: 0, duePaise: 0 }));
    const add = (day: string, collectedPaise: number, duePaise: number) => {
      const week = expected[weekOf(day)];
      if (!week) return;
      week.bookings += 1;
      week.collectedPaise += collectedPaise;
      week.duePaise += duePaise;
    };
    add(on(-2), 4 * LAKH, 0);
    add(on(3), 0, 2 * LAKH);
    add(on(20), 3 * LAKH, 3 * LAKH);
    expect(
      cashByWeek.map(({ bookings, collectedPaise, duePaise }) => ({ bookings, collectedPaise, duePaise })),
    ).toEqual(expected);
    expect(weekOf(on(20))).toBeLessThan(8);
  });

  it('keeps to a fixed number of queries however many bookings and claims there are', async () => {
    const client = (t.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const queriesOf = async () => {
      const spy = vi.spyOn(client, 'query');
      await getDashboard(t.db, { responseHours: 24 }, new Date());
      const count = spy.mock.calls.length;
      spy.mockRestore();
      return count;
    };
    const before = await queriesOf();
    for (let index = 0; index < 12; index += 1) {
      const id = await insertBooking(t.db, {
        celebrityId,
        createdAt: new Date(now.getTime() - HOUR),
        totalPaise: LAKH,
        advancePaise: LAKH / 2,
        start: on(2 + (index % 10)),
        balanceDueDays: index,
        state: 'confirmed',
      });
      await claim(id, LAKH / 4, new Date(now.getTime() - index * HOUR), 'claimed');
    }
    expect(await queriesOf()).toBe(before);
    // The dashboard's budget: 7 for its figures (the celebrities, the one statement of the
    // inquiries, quotes and bookings, the recent inquiries, the payouts' owed sum and two sums of
    // payouts), 4 for the lists and the funnel (the overdue replies, the claims, the bookings with
    // what their payments settled, the funnel). 17 before the owed sum was one statement
    // (decision 0055): the payouts read the owing bookings and their settlement figures in 6
    // more; 12 before the lists read the bookings' stored payments (decision 0059) instead of
    // summing their payments in another query per 1,000 bookings.
    expect(before).toBeLessThanOrEqual(11);
    const { todo, upcoming } = await dashboard();
    expect(todo.claimsToConfirm.items).toHaveLength(8);
    expect(todo.claimsToConfirm.count).toBe(14);
    expect(upcoming.count).toBe(14);
  });
});

describe('mondayOf', () => {
  it('finds the Monday of the week, across months and years', () => {
    expect(mondayOf('2026-11-29')).toBe('2026-11-23'); // a Sunday
    expect(mondayOf('2026-11-23')).toBe('2026-11-23'); // a Monday
    expect(mondayOf('2027-01-02')).toBe('2026-12-28'); // a Saturday
    expect(mondayOf('1969-12-31')).toBe('1969-12-29'); // before 1970-01-05
  });
});
