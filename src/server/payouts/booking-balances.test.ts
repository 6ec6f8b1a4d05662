import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays } from '#shared/calendar-days';
import { indianDay } from '#shared/format';
import { payments, refunds } from '#server/billing/billing-tables';
import { paidOn, refundedOn } from '#server/billing/booking-money';
import { bookingSchedule } from '#server/billing/booking-schedule';
import { bookings } from '#server/bookings/bookings-tables';
import { migrationStatements } from '#server/test/migration-statements';
import { phoneBookingSteps } from '#server/test/phone-booking';
import { saveBusinessDetails } from '#server/test/quote-fixture';
import { insertCelebrity } from '#server/test/rows';
import { useSignedInApp } from '#server/test/signed-in-app';
import { bookingBalances } from './booking-balances-tables.js';
import { bookingCommissions, payoutCosts, payouts } from './payouts-tables.js';
import { settlementFiguresOf } from './settlement-figures.js';

/**
 * The balances the database keeps per booking (migration 0041, decision 0059) stay what billing
 * and the settlement work out from the rows, whatever changes them: the app's own writes, and
 * updates and deletes by hand (a restore, a script), which the app never makes.
 */

const t = useSignedInApp();
const TOTAL = 23_600_000; // ₹2,00,000 artist fee + 18% GST

const send = async (url: string, payload: Record<string, unknown>, method: 'POST' | 'PUT' = 'POST', who = t.admin) => {
  const answer = await t.app.inject({ method, url, headers: who.headers, payload });
  expect(answer.statusCode, answer.body).toBeLessThan(300);
  return answer;
};

const { phoneBooking, pay } = phoneBookingSteps(t, (url, payload) => send(url, payload), TOTAL);

const payee = (celebrityId: string, commissionPercent: number) =>
  send(
    `/api/celebrities/${celebrityId}/payee`,
    {
      legalName: 'Aarav Mehta',
      pan: 'ABCPM4321F',
      payeeKind: 'individual_or_huf',
      commissionPercent,
      tdsSection: '194J',
      bankAccountNumber: '001234567890',
      ifsc: 'hdfc0001234',
      bankName: 'HDFC Bank',
    },
    'PUT',
  );

/** What each booking's stored balances should be: billing's and the settlement's own figures. */
async function expectedBalances() {
  const today = indianDay();
  const rows = await t.db.select().from(bookings);
  return Promise.all(
    rows.map(async (booking) => {
      const received = await paidOn(t.db, booking.id);
      const schedule = bookingSchedule(booking, received, today);
      return {
        bookingId: booking.id,
        receivedPaise: received,
        refundedPaise: await refundedOn(t.db, booking.id),
        customerDuePaise: schedule.duePaise,
        balanceDueOn: schedule.balanceDueOn,
        artistOwedPaise: (await settlementFiguresOf(t.db, booking)).balancePaise,
      };
    }),
  );
}

const stored = () => t.db.select().from(bookingBalances);

async function expectKeptRight(): Promise<void> {
  const expected = await expectedBalances();
  expect(expected.length).toBeGreaterThan(0);
  expect(await stored()).toEqual(expect.arrayContaining(expected));
  expect((await stored()).length).toBe(expected.length);
}

const balanceOf = async (bookingId: string) =>
  (await t.db.select().from(bookingBalances).where(eq(bookingBalances.bookingId, bookingId)))[0];

let star: string;
let booking: string;

describe('the balances the database keeps per booking', () => {
  beforeAll(async () => {
    await saveBusinessDetails(t, t.admin);
    star = (await insertCelebrity(t.db, { name: 'Star with payee' })).id;
    await payee(star, 15);
    booking = await phoneBooking(star, '2031-05-21');
    await phoneBooking(star, '2031-06-01');
  }, 120_000);

  it('starts with the booking: nothing received, all of it due, the artist owed the share', async () => {
    await expectKeptRight();
    const balance = await balanceOf(booking);
    expect(balance).toMatchObject({ receivedPaise: 0, customerDuePaise: TOTAL, balanceDueOn: expect.any(String) });
    // ₹2,00,000 less 15%.
    expect(balance?.artistOwedPaise).toBe(17_000_000);
  });

  it('follows the payments recorded, changed and deleted', async () => {
    await pay(booking, 5_000_000);
    await expectKeptRight();
    expect((await balanceOf(booking))?.customerDuePaise).toBe(TOTAL - 5_000_000);
    // Two at once, by hand, and one changed: one statement, one trigger, every row counted.
    await t.db.execute(sql`
      insert into ${payments} (booking_id, receipt_number, amount_paise, tds_paise, received_on, mode)
      values (${booking}, 'SLT/R/HAND/1', 1000000, 20000, '2026-11-03', 'upi'),
             (${booking}, 'SLT/R/HAND/2', 2000000, 0, '2026-11-04', 'upi')`);
    await expectKeptRight();
    expect((await balanceOf(booking))?.receivedPaise).toBe(8_020_000);
    await t.db.update(payments).set({ amountPaise: 500_000 }).where(eq(payments.receiptNumber, 'SLT/R/HAND/2'));
    await expectKeptRight();
    await t.db.delete(payments).where(sql`${payments.receiptNumber} like 'SLT/R/HAND/%'`);
    await expectKeptRight();
    expect((await balanceOf(booking))?.receivedPaise).toBe(5_000_000);
  });

  it('follows the costs and payouts recorded, changed and deleted', async () => {
    await send(`/api/bookings/${booking}/costs`, { amountPaise: 500_000, date: '2026-11-12', description: 'Stylist' });
    await expectKeptRight();
    expect((await balanceOf(booking))?.artistOwedPaise).toBe(16_500_000);
    await t.db.update(payoutCosts).set({ amountPaise: 700_000 }).where(eq(payoutCosts.bookingId, booking));
    await expectKeptRight();
    await send(`/api/bookings/${booking}/payouts`, {
      amountPaise: 1_000_000,
      date: '2026-11-21',
      mode: 'bank_transfer',
      reference: 'UTRPAY0001',
    });
    await expectKeptRight();
    expect((await balanceOf(booking))?.artistOwedPaise).toBe(17_000_000 - 700_000 - 1_000_000);
    await t.db
      .update(payouts)
      .set({ grossPaise: 800_000, tdsPaise: 0, netPaise: 800_000 })
      .where(eq(payouts.bookingId, booking));
    await expectKeptRight();
    await t.db.delete(payouts).where(eq(payouts.bookingId, booking));
    await expectKeptRight();
    await t.db.delete(payoutCosts).where(eq(payoutCosts.bookingId, booking));
    await expectKeptRight();
    expect((await balanceOf(booking))?.artistOwedPaise).toBe(17_000_000);
  });

  it('follows the booking’s own commission and the payee’s', async () => {
    await send(`/api/bookings/${booking}/commission`, { commissionPercent: 12.5, reason: 'Charity show' }, 'PUT');
    await expectKeptRight();
    expect((await balanceOf(booking))?.artistOwedPaise).toBe(17_500_000);
    await t.db.delete(bookingCommissions).where(eq(bookingCommissions.bookingId, booking));
    await expectKeptRight();
    // The payee's rate: every booking of the celebrity at once.
    await payee(star, 20);
    await expectKeptRight();
    expect((await balanceOf(booking))?.artistOwedPaise).toBe(16_000_000);
  });

  it('follows the booking’s days, its cancellation and its refunds', async () => {
    const dueBefore = (await balanceOf(booking))?.balanceDueOn ?? '';
    await t.db.update(bookings).set({ startDate: '2031-05-11', endDate: '2031-05-11' }).where(eq(bookings.id, booking));
    await expectKeptRight();
    // Ten days earlier, as the event.
    expect((await balanceOf(booking))?.balanceDueOn).toBe(addCalendarDays(dueBefore, -10));
    await send(`/api/bookings/${booking}/cancel`, { reason: 'Called off', by: 'agency' });
    await expectKeptRight();
    // Nothing more due from the customer; the artist at most what the customer paid, less commission.
    expect(await balanceOf(booking)).toMatchObject({ customerDuePaise: 0, artistOwedPaise: 5_000_000 - 4_000_000 });
    await send(`/api/bookings/${booking}/refunds`, {
      amountPaise: 1_000_000,
      date: '2026-11-25',
      mode: 'upi',
      reference: 'UPI77',
    });
    await expectKeptRight();
    expect(await balanceOf(booking)).toMatchObject({ refundedPaise: 1_000_000, artistOwedPaise: 0 });
    await t.db.update(refunds).set({ amountPaise: 400_000 }).where(eq(refunds.bookingId, booking));
    await expectKeptRight();
    await t.db.delete(refunds).where(eq(refunds.bookingId, booking));
    await expectKeptRight();
  });

  it('is worked out for the bookings already there when migration 0041 runs', async () => {
    const before = await stored();
    await t.db.delete(bookingBalances);
    expect(await stored()).toEqual([]);
    // The migration's last statement: the bookings already there.
    const backfill = (await migrationStatements(41, 41)).at(-1) ?? '';
    expect(backfill).toMatch(/booking_balances_refresh/);
    await t.db.execute(sql.raw(backfill));
    expect(await stored()).toEqual(expect.arrayContaining(before));
    await expectKeptRight();
  });
});
