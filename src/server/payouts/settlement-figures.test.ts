import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { percentOf } from '#shared/gst/quote-tax';
import type { CommissionSource } from '#shared/constants/payouts';
import { payments, refunds } from '#server/billing/billing-tables';
import { bookingBalances } from './booking-balances-tables.js';
import { bookingSaleOf } from '#server/billing/booking-sale';
import type { BookingRow } from '#server/bookings/bookings';
import { bookings } from '#server/bookings/bookings-tables';
import type { Db } from '#server/db/client';
import { quoteLines } from '#server/quotes/quotes-tables';
import { bookingFixtures } from '#server/test/booking-fixture';
import { phoneBookingSteps } from '#server/test/phone-booking';
import { saveBusinessDetails } from '#server/test/quote-fixture';
import { insertCelebrity } from '#server/test/rows';
import { useSignedInApp } from '#server/test/signed-in-app';
import { bookingCommissions, celebrityPayees, payoutCosts, payouts } from './payouts-tables.js';
import { payoutFigures } from './earnings.js';
import {
  owedToArtistsPaise,
  payeeKeyOf,
  type SettlementFigures,
  settlementFiguresOfBookings,
  tdsFor,
  tdsOfSettlements,
  yearTotalsOf,
} from './settlement-figures.js';

/**
 * The settlement figures of many bookings read at once are each booking's figures read on its
 * own, field by field, whatever the booking: with or without payee, commission of the payee or
 * of the booking, costs, payouts, a refund, cancelled with or without payments, lines entered by
 * phone or a quote accepted.
 */

const t = useSignedInApp();
const fixtures = bookingFixtures(t);
const TOTAL = 23_600_000; // ₹2,00,000 artist fee + 18% GST

/**
 * The figures as they were read before the batched form, one booking at a time and query by
 * query: the reference the batched figures must equal.
 */
async function oneAtATime(db: Db, booking: BookingRow): Promise<SettlementFigures> {
  const [payee] = await db.select().from(celebrityPayees).where(eq(celebrityPayees.celebrityId, booking.celebrityId));
  const lines = booking.quoteId
    ? await db
        .select()
        .from(quoteLines)
        .where(eq(quoteLines.quoteId, booking.quoteId))
        .orderBy(asc(quoteLines.position))
    : ((await bookingSaleOf(db, booking))?.lines ?? []);
  const grossPaise = lines
    .filter((line) => line.kind === 'artist_fee' && !line.reimbursement)
    .reduce((sum, line) => sum + line.amountPaise, 0);
  const [own] = await db.select().from(bookingCommissions).where(eq(bookingCommissions.bookingId, booking.id));
  const commissionBasisPoints = own?.commissionBasisPoints ?? payee?.commissionBasisPoints ?? 0;
  const commissionSource: CommissionSource = own ? 'booking' : payee ? 'payee' : 'none';
  const commissionPaise = percentOf(grossPaise, commissionBasisPoints);
  const costs = await db
    .select()
    .from(payoutCosts)
    .where(eq(payoutCosts.bookingId, booking.id))
    .orderBy(asc(payoutCosts.spentOn), asc(payoutCosts.createdAt));
  const costsPaise = costs.reduce((sum, cost) => sum + cost.amountPaise, 0);
  const made = await db
    .select()
    .from(payouts)
    .where(eq(payouts.bookingId, booking.id))
    .orderBy(asc(payouts.paidOn), asc(payouts.createdAt));
  const paidOutPaise = made.reduce((sum, payout) => sum + payout.grossPaise, 0);
  const [paid] = await db
    .select({ paid: sql<string>`coalesce(sum(${payments.amountPaise} + ${payments.tdsPaise}), 0)` })
    .from(payments)
    .where(eq(payments.bookingId, booking.id));
  const [refunded] = await db
    .select({ refunded: sql<string>`coalesce(sum(${refunds.amountPaise}), 0)` })
    .from(refunds)
    .where(eq(refunds.bookingId, booking.id));
  const customerPaidPaise = Number(paid?.paid ?? 0) - Number(refunded?.refunded ?? 0);
  const sharePaise = grossPaise - commissionPaise - costsPaise;
  const payoutLimitPaise = Math.max(0, Math.min(customerPaidPaise, grossPaise) - commissionPaise - costsPaise);
  const reachable = booking.state === 'cancelled' ? Math.min(sharePaise, payoutLimitPaise) : sharePaise;
  return {
    booking,
    payee,
    grossPaise,
    commissionBasisPoints,
    commissionSource,
    commissionReason: own?.reason ?? '',
    commissionPaise,
    costs,
    costsPaise,
    sharePaise,
    payouts: made,
    paidOutPaise,
    tdsDeductedPaise: made.reduce((sum, payout) => sum + payout.tdsPaise, 0),
    paidNetPaise: made.reduce((sum, payout) => sum + payout.netPaise, 0),
    customerPaidPaise,
    payoutLimitPaise,
    balancePaise: Math.max(0, reachable - paidOutPaise),
  };
}

const post = async (url: string, payload: Record<string, unknown>, who = t.staff, method: 'POST' | 'PUT' = 'POST') => {
  const answer = await t.app.inject({ method, url, headers: who.headers, payload });
  expect(answer.statusCode, answer.body).toBeLessThan(300);
  return answer;
};

const { phoneBooking, pay } = phoneBookingSteps(t, (url, payload) => post(url, payload), TOTAL);

const payee = (celebrityId: string, pan: string, commissionPercent: number) =>
  post(
    `/api/celebrities/${celebrityId}/payee`,
    {
      legalName: 'Aarav Mehta',
      pan,
      payeeKind: 'individual_or_huf',
      commissionPercent,
      tdsSection: '194J',
      bankAccountNumber: '001234567890',
      ifsc: 'hdfc0001234',
      bankName: 'HDFC Bank',
    },
    t.admin,
    'PUT',
  );

const payOut = (bookingId: string, amountPaise: number, date: string) =>
  post(`/api/bookings/${bookingId}/payouts`, { amountPaise, date, mode: 'bank_transfer', reference: 'UTRPAY0001' });

const cancel = (bookingId: string) =>
  post(`/api/bookings/${bookingId}/cancel`, { reason: 'Called off', by: 'agency' }, t.admin);

describe('settlement figures of many bookings at once', () => {
  beforeAll(async () => {
    await saveBusinessDetails(t, t.admin);
    // A celebrity without payee details: nothing to pay, commission none.
    const unpaid = await insertCelebrity(t.db, { name: 'Star without payee' });
    await phoneBooking(unpaid.id, '2031-05-01', TOTAL);
    const unpaidCancelled = await phoneBooking(unpaid.id, '2031-05-11', 0);
    await cancel(unpaidCancelled);

    // One payee (15%) over several bookings: the payee's commission, the booking's own, costs,
    // payouts, a part refund on a cancelled booking, and one cancelled before any payment.
    const star = await insertCelebrity(t.db, { name: 'Star with payee' });
    await payee(star.id, 'ABCPM4321F', 15);
    await phoneBooking(star.id, '2031-05-21', 5_000_000);
    const ownCommission = await phoneBooking(star.id, '2031-06-01', TOTAL);
    await post(
      `/api/bookings/${ownCommission}/commission`,
      { commissionPercent: 12.5, reason: 'Charity show' },
      t.staff,
      'PUT',
    );
    const withCosts = await phoneBooking(star.id, '2031-06-11', TOTAL);
    await post(`/api/bookings/${withCosts}/costs`, {
      amountPaise: 500_000,
      date: '2026-11-12',
      description: 'Stylist',
    });
    await post(`/api/bookings/${withCosts}/costs`, { amountPaise: 250_000, date: '2026-11-10', description: 'Cab' });
    await payOut(withCosts, 3_000_000, '2026-11-21');
    await payOut(withCosts, 2_000_000, '2026-11-20');
    const refunded = await phoneBooking(star.id, '2031-06-21', TOTAL);
    await payOut(refunded, 1_000_000, '2026-11-20');
    await cancel(refunded);
    await post(
      `/api/bookings/${refunded}/refunds`,
      { amountPaise: 10_000_000, date: '2026-11-25', mode: 'upi', reference: 'UPI77' },
      t.admin,
    );
    const cancelledPaid = await phoneBooking(star.id, '2031-07-01', 3_000_000);
    await cancel(cancelledPaid);
    const cancelledUnpaid = await phoneBooking(star.id, '2031-07-11', 0);
    await cancel(cancelledUnpaid);

    // Bookings of accepted quotes: one paid an advance with a payee at 20%, one not yet paid.
    const quoted = await fixtures.acceptedBooking('2031-07-21');
    await payee(quoted.booking.celebrityId, 'ABCPM4322F', 20);
    await pay(quoted.booking.id, 5_000_000);
    await fixtures.acceptedBooking('2031-08-01');
  }, 240_000);

  it('equals each booking’s figures read on its own, field by field', async () => {
    const rows = await t.db.select().from(bookings);
    expect(rows.length).toBe(10);
    const batched = await settlementFiguresOfBookings(t.db, rows);
    expect(batched.size).toBe(rows.length);
    for (const row of rows) {
      const expected = await oneAtATime(t.db, row);
      const actual = batched.get(row.id);
      for (const field of Object.keys(expected) as (keyof SettlementFigures)[]) {
        expect(actual?.[field], `${row.number} ${field}`).toEqual(expected[field]);
      }
    }
    // The set covers what it says it does.
    const all = [...batched.values()];
    expect(new Set(all.map((figures) => figures.commissionSource))).toEqual(new Set(['none', 'payee', 'booking']));
    expect(all.some((figures) => figures.costs.length === 2 && figures.payouts.length === 2)).toBe(true);
    expect(all.some((figures) => figures.booking.quoteId !== null && figures.grossPaise > 0)).toBe(true);
    expect(all.some((figures) => figures.booking.state === 'cancelled' && figures.customerPaidPaise > 0)).toBe(true);
    expect(all.filter((figures) => figures.balancePaise > 0).length).toBeGreaterThan(0);
  });

  it('answers nothing for no bookings, and each booking once when asked twice', async () => {
    expect((await settlementFiguresOfBookings(t.db, [])).size).toBe(0);
    const [row] = await t.db.select().from(bookings).limit(1);
    const twice = await settlementFiguresOfBookings(t.db, [row!, row!]);
    expect(twice.size).toBe(1);
  });
});

/** The TDS of a settlement as read before the batched form: the payee's year totals read for each booking. */
async function tdsOneAtATime(db: Db, figures: SettlementFigures, day: string): Promise<number> {
  const { payee, balancePaise, tdsDeductedPaise } = figures;
  if (!payee || balancePaise <= 0) return tdsDeductedPaise;
  // tdsFor reads the year's totals itself (yearTotalsOf); checked here to be read on their own.
  if (payee.tdsSection !== 'none') await yearTotalsOf(db, payeeKeyOf(payee), payee.tdsSection, day);
  try {
    return tdsDeductedPaise + (await tdsFor(db, payee, balancePaise, day)).tdsPaise;
  } catch {
    return tdsDeductedPaise;
  }
}

/** The queries `run` sends through the test database's client. */
async function queriesOf(run: () => Promise<unknown>): Promise<number> {
  const client = (t.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const spy = vi.spyOn(client, 'query');
  try {
    await run();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

describe('the TDS of many settlements and what is owed to artists, each read at once', () => {
  // November: the payee's ₹50,000 paid out this year passed 194J's threshold; April 2027, a new
  // year with nothing paid; March 2024, a day the TDS table does not cover.
  it.each(['2026-11-28', '2027-04-02', '2024-03-01'])(
    'reads the year totals once for the set, each TDS as read booking by booking (%s)',
    async (day) => {
      const rows = await t.db.select().from(bookings);
      const figures = [...(await settlementFiguresOfBookings(t.db, rows)).values()];
      const batched = await tdsOfSettlements(t.db, figures, day);
      expect(batched.size).toBe(rows.length);
      for (const one of figures) {
        expect(batched.get(one.booking.id), one.booking.number).toBe(await tdsOneAtATime(t.db, one, day));
      }
      expect(figures.filter((one) => one.payee && one.balancePaise > 0).length).toBeGreaterThan(2);
      if (day === '2026-11-28') {
        // The threshold is passed for the payee with payouts: some balance bears TDS.
        expect(figures.some((one) => (batched.get(one.booking.id) ?? 0) > one.tdsDeductedPaise)).toBe(true);
      }
      expect(await queriesOf(() => tdsOfSettlements(t.db, figures, day))).toBe(1);
    },
  );

  it('reads nothing for settlements without a balance to a payee', async () => {
    const rows = await t.db.select().from(bookings);
    const figures = [...(await settlementFiguresOfBookings(t.db, rows)).values()].filter(
      (one) => !one.payee || one.balancePaise <= 0,
    );
    expect(figures.length).toBeGreaterThan(0);
    expect(await queriesOf(() => tdsOfSettlements(t.db, figures, '2026-11-28'))).toBe(0);
  });

  it('owes artists, as the database keeps it, what each booking’s figures owe', async () => {
    const rows = await t.db.select().from(bookings);
    const figures = await settlementFiguresOfBookings(t.db, rows);
    for (const row of rows) {
      const owed = await owedToArtistsPaise(t.db, eq(bookingBalances.bookingId, row.id));
      expect(owed, row.number).toBe(figures.get(row.id)?.balancePaise);
    }
    // The dashboard's set: confirmed and completed bookings, and cancelled ones with payments.
    const paid = new Set((await t.db.select({ id: payments.bookingId }).from(payments)).map((row) => row.id));
    const owing = rows.filter((row) =>
      row.state === 'cancelled' ? paid.has(row.id) : row.state !== 'awaiting_advance',
    );
    const expected = owing.reduce((sum, row) => sum + (figures.get(row.id)?.balancePaise ?? 0), 0);
    expect(expected).toBeGreaterThan(0);
    expect((await payoutFigures(t.db, '2026-11-28')).owedToArtistsPaise).toBe(expected);
  });
});
