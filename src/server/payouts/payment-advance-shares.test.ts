import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { payments } from '#server/billing/billing-tables';
import { bookings } from '#server/bookings/bookings-tables';
import { migrationStatements } from '#server/test/migration-statements';
import { phoneBookingSteps } from '#server/test/phone-booking';
import { saveBusinessDetails } from '#server/test/quote-fixture';
import { insertCelebrity } from '#server/test/rows';
import { useSignedInApp } from '#server/test/signed-in-app';
import { paymentAdvanceShares } from './booking-balances-tables.js';

/**
 * Each payment's share of its booking's advance, kept by the database (migration 0042, decision
 * 0060), stays what the rule gives from the rows, whatever changes them: the app's payments, and
 * inserts, updates and deletes by hand (a restore, a script), which the app never makes.
 */

const t = useSignedInApp();
const TOTAL = 23_600_000; // ₹2,00,000 artist fee + 18% GST; the advance half of it

const send = async (url: string, payload: Record<string, unknown>) => {
  const answer = await t.app.inject({ method: 'POST', url, headers: t.admin.headers, payload });
  expect(answer.statusCode, answer.body).toBeLessThan(300);
  return answer;
};

const { phoneBooking, pay } = phoneBookingSteps(t, send, TOTAL);

/**
 * The rule, worked out here from the rows: a booking's payments settle its advance first, in the
 * order received (day, then as recorded, then id); a payment's share is the advance less what the
 * payments before it settled (amount and TDS), between 0 and what it settled.
 */
async function expectedShares() {
  const rows = await t.db
    .select({
      paymentId: payments.id,
      bookingId: payments.bookingId,
      receivedOn: payments.receivedOn,
      // To the microsecond, as the database orders them (a Date keeps milliseconds).
      recorded: sql<string>`to_char(${payments.createdAt} at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US')`,
      settledPaise: sql<number>`(${payments.amountPaise} + ${payments.tdsPaise})::int`,
      advance: sql<number>`(select ${bookings.advancePaise} from ${bookings} where ${bookings.id} = ${payments.bookingId})::int`,
    })
    .from(payments);
  const inOrder = [...rows].sort(
    (a, b) =>
      a.bookingId.localeCompare(b.bookingId) ||
      a.receivedOn.localeCompare(b.receivedOn) ||
      a.recorded.localeCompare(b.recorded) ||
      a.paymentId.localeCompare(b.paymentId),
  );
  const settledBefore = new Map<string, number>();
  return inOrder.map((row) => {
    const before = settledBefore.get(row.bookingId) ?? 0;
    settledBefore.set(row.bookingId, before + row.settledPaise);
    return {
      paymentId: row.paymentId,
      receivedOn: row.receivedOn,
      settledPaise: row.settledPaise,
      advancePaise: Math.min(row.settledPaise, Math.max(0, row.advance - before)),
    };
  });
}

const stored = () => t.db.select().from(paymentAdvanceShares);

async function expectKeptRight(): Promise<void> {
  const expected = await expectedShares();
  const kept = await stored();
  expect(kept).toEqual(expect.arrayContaining(expected));
  expect(kept.length).toBe(expected.length);
}

const shareOf = async (receiptNumber: string) =>
  (
    await t.db
      .select({ advancePaise: paymentAdvanceShares.advancePaise })
      .from(paymentAdvanceShares)
      .innerJoin(payments, eq(payments.id, paymentAdvanceShares.paymentId))
      .where(eq(payments.receiptNumber, receiptNumber))
  )[0]?.advancePaise;

/** Payments by hand, in one statement: [receipt, amount, TDS, day] on `bookingId`. */
const insertByHand = (bookingId: string, rows: [string, number, number, string][]) =>
  t.db.insert(payments).values(
    rows.map(([receiptNumber, amountPaise, tdsPaise, receivedOn]) => ({
      bookingId,
      receiptNumber,
      amountPaise,
      tdsPaise,
      receivedOn,
      mode: 'upi' as const,
    })),
  );

let booking: string;
let other: string;

describe('each payment’s share of its booking’s advance, kept by the database', () => {
  beforeAll(async () => {
    await saveBusinessDetails(t, t.admin);
    const star = (await insertCelebrity(t.db, { name: 'Star of the advances' })).id;
    booking = await phoneBooking(star, '2031-05-21');
    other = await phoneBooking(star, '2031-06-01');
  }, 120_000);

  it('follows the payments recorded through the app: the advance first, then the rest', async () => {
    expect(await stored()).toEqual([]);
    await pay(booking, 5_000_000);
    await expectKeptRight();
    expect(await stored()).toEqual([expect.objectContaining({ settledPaise: 5_000_000, advancePaise: 5_000_000 })]);
    await pay(booking, 10_000_000);
    await expectKeptRight();
    // The advance is ₹1,18,000: ₹50,000 paid, so ₹68,000 of the second payment.
    expect((await stored()).map((row) => row.advancePaise).sort((a, b) => a - b)).toEqual([5_000_000, 6_800_000]);
  });

  it('follows payments inserted, changed, moved and deleted by hand', async () => {
    // Two at once, one with TDS, the first received before the app's payments (2026-11-02).
    await insertByHand(booking, [
      ['SLT/R/SHARE/1', 1_000_000, 20_000, '2026-10-30'],
      ['SLT/R/SHARE/2', 2_000_000, 0, '2026-11-20'],
    ]);
    await expectKeptRight();
    expect(await shareOf('SLT/R/SHARE/1')).toBe(1_020_000);
    expect(await shareOf('SLT/R/SHARE/2')).toBe(0);
    // Its amount: the later payments' shares move with it.
    await t.db.update(payments).set({ amountPaise: 3_000_000 }).where(eq(payments.receiptNumber, 'SLT/R/SHARE/1'));
    await expectKeptRight();
    // Its day: received last, it settles none of the advance.
    await t.db.update(payments).set({ receivedOn: '2026-11-25' }).where(eq(payments.receiptNumber, 'SLT/R/SHARE/1'));
    await expectKeptRight();
    expect(await shareOf('SLT/R/SHARE/1')).toBe(0);
    // Moved to the other booking, where it is the first payment: both bookings' shares again.
    await t.db.update(payments).set({ bookingId: other }).where(eq(payments.receiptNumber, 'SLT/R/SHARE/1'));
    await expectKeptRight();
    expect(await shareOf('SLT/R/SHARE/1')).toBe(3_020_000);
    // Deleted: its row goes, and the later payments take up the advance it settled.
    await t.db.delete(payments).where(sql`${payments.receiptNumber} like 'SLT/R/SHARE/%'`);
    await expectKeptRight();
  });

  it('follows the booking’s advance, and leaves the rows alone when a booking changes otherwise', async () => {
    await insertByHand(other, [['SLT/R/SHARE/3', 4_000_000, 0, '2026-11-10']]);
    await t.db.update(bookings).set({ advancePaise: 12_000_000 }).where(eq(bookings.id, booking));
    await expectKeptRight();
    expect((await stored()).reduce((sum, row) => sum + row.advancePaise, 0)).toBe(12_000_000 + 4_000_000);
    // Written only when a figure changes: another change of the booking rewrites no row.
    // Each row's version (xmin): a row written again gets a new one.
    const versions = () =>
      t.db
        .select({ paymentId: paymentAdvanceShares.paymentId, version: sql<string>`xmin::text` })
        .from(paymentAdvanceShares);
    const before = await versions();
    await t.db.update(bookings).set({ venue: 'Taj Lands End' }).where(eq(bookings.id, booking));
    expect(await versions()).toEqual(expect.arrayContaining(before));
    // Nor a payment whose figures it leaves as they were: the one after it keeps all its share.
    await pay(other, 1_000_000);
    expect(await versions()).toEqual(expect.arrayContaining(before));
    expect(await shareOf('SLT/R/SHARE/3')).toBe(4_000_000);
    await expectKeptRight();
  });

  it('is worked out for the payments already there when migration 0042 runs', async () => {
    const before = await stored();
    expect(before.length).toBeGreaterThan(2);
    await t.db.delete(paymentAdvanceShares);
    expect(await stored()).toEqual([]);
    // The migration's last statement: the payments already there.
    const backfill = (await migrationStatements(42, 42)).at(-1) ?? '';
    expect(backfill).toMatch(/payment_advance_shares_refresh/);
    await t.db.execute(sql.raw(backfill));
    expect(await stored()).toEqual(expect.arrayContaining(before));
    await expectKeptRight();
  });
});
