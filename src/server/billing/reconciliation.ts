import { and, asc, between, eq, gte, lt, sql } from 'drizzle-orm';
import { addCalendarDays } from '#shared/calendar-days';
import { indianDay } from '#shared/format';
import type { NightlyReconciliation, ReconciliationDto } from '#shared/schemas/payment-gateway-responses';
import { bookings } from '#server/bookings/bookings-tables';
import type { Db } from '#server/db/client';
import { appState } from '#server/db/db-tables';
import { gatewayRefundsDue, payments } from './billing-tables.js';
import type { PaymentGateway } from './razorpay-gateway.js';

/*
 * The reconciliation of the payment gateway with the product (issue 38, decision 0034): the
 * payments the gateway captured between two days of India's calendar against the payments the
 * product recorded as made online (and the money it kept to refund). A payment on one side only
 * is a notification lost or not yet delivered (gateway only), or a record the gateway does not
 * know (product only): both are for a person to look at.
 */

/** Where the last nightly check keeps its result (app_state). */
export const NIGHTLY_KEY = 'gateway_reconciliation';

const startOfIndianDay = (day: string) => new Date(`${day}T00:00:00+05:30`);

/** The payments seen on one side only between `from` and `to` (both included), and the money to refund. */
export async function reconcile(
  db: Db,
  gateway: PaymentGateway | null,
  from: string,
  to: string,
  now = new Date(),
): Promise<ReconciliationDto> {
  const nightly = await lastNightly(db);
  const refundsDue = await refundsDueBetween(db, from, to);
  if (!gateway) {
    return {
      from,
      to,
      gatewayOn: false,
      checkedAt: now.toISOString(),
      gatewayOnly: [],
      productOnly: [],
      refundsDue,
      matched: 0,
      nightly,
    };
  }
  // The gateway's times are instants: the days' span in India, the last day whole.
  const end = new Date(startOfIndianDay(addCalendarDays(to, 1)).getTime() - 1000);
  const atGateway = await gateway.capturedPayments(startOfIndianDay(from), end);
  const recorded = await db
    .select({
      _id: payments.id,
      gatewayPaymentId: payments.gatewayPaymentId,
      receiptNumber: payments.receiptNumber,
      bookingId: payments.bookingId,
      bookingNumber: bookings.number,
      amountPaise: payments.amountPaise,
      date: payments.receivedOn,
    })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(and(eq(payments.mode, 'gateway'), between(payments.receivedOn, from, to)))
    .orderBy(asc(payments.receivedOn), asc(payments.createdAt));
  const gatewayIds = new Set(atGateway.map((payment) => payment.id));
  // What the product knows of the gateway's payments, whatever day it recorded them on.
  const known = await knownGatewayPayments(db, [...gatewayIds]);
  const gatewayOnly = atGateway
    .filter((payment) => !known.has(payment.id))
    .map((payment) => ({
      gatewayPaymentId: payment.id,
      amountPaise: payment.amountPaise,
      paidAt: payment.createdAt.toISOString(),
      bookingNumber: payment.bookingNumber,
    }));
  const productOnly = recorded
    .filter((payment) => !gatewayIds.has(payment.gatewayPaymentId ?? ''))
    .map((payment) => ({ ...payment, gatewayPaymentId: payment.gatewayPaymentId ?? '' }));
  return {
    from,
    to,
    gatewayOn: true,
    checkedAt: now.toISOString(),
    gatewayOnly,
    productOnly,
    refundsDue,
    matched: atGateway.length - gatewayOnly.length,
    nightly,
  };
}

/** Of these gateway payment ids, those the product recorded as a payment or as money to refund. */
async function knownGatewayPayments(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const paid = await db
    .select({ id: payments.gatewayPaymentId })
    .from(payments)
    .where(sql`${payments.gatewayPaymentId} in (${list})`);
  const toRefund = await db
    .select({ id: gatewayRefundsDue.gatewayPaymentId })
    .from(gatewayRefundsDue)
    .where(sql`${gatewayRefundsDue.gatewayPaymentId} in (${list})`);
  return new Set([...paid, ...toRefund].map((row) => row.id ?? ''));
}

/** The money kept to refund between two days (by when it arrived). */
async function refundsDueBetween(db: Db, from: string, to: string): Promise<ReconciliationDto['refundsDue']> {
  const rows = await db
    .select({
      _id: gatewayRefundsDue.id,
      gatewayPaymentId: gatewayRefundsDue.gatewayPaymentId,
      bookingId: gatewayRefundsDue.bookingId,
      bookingNumber: bookings.number,
      inquiryId: bookings.inquiryId,
      amountPaise: gatewayRefundsDue.amountPaise,
      reason: gatewayRefundsDue.reason,
      createdAt: gatewayRefundsDue.createdAt,
    })
    .from(gatewayRefundsDue)
    .innerJoin(bookings, eq(bookings.id, gatewayRefundsDue.bookingId))
    .where(
      and(
        gte(gatewayRefundsDue.createdAt, startOfIndianDay(from)),
        lt(gatewayRefundsDue.createdAt, startOfIndianDay(addCalendarDays(to, 1))),
      ),
    )
    .orderBy(asc(gatewayRefundsDue.createdAt));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** The last nightly check's result, or null before the first. */
export async function lastNightly(db: Db): Promise<NightlyReconciliation | null> {
  const [row] = await db.select({ value: appState.value }).from(appState).where(eq(appState.key, NIGHTLY_KEY));
  const value = row?.value as Partial<NightlyReconciliation> | undefined;
  return value?.checkedAt ? (value as NightlyReconciliation) : null;
}

/**
 * The nightly check: once a day, in whichever process gets there first, yesterday (India's
 * calendar) reconciled and its counts kept for the panel; payments on one side only are logged
 * as a warning. Answers the result, or null when another run has done the day already.
 */
export async function nightlyReconciliation(
  db: Db,
  gateway: PaymentGateway,
  now = new Date(),
): Promise<NightlyReconciliation | null> {
  const day = addCalendarDays(indianDay(now), -1);
  const previous = await lastNightly(db);
  // The claim: one update (or the first insert) that only one process can make for the day.
  const claimed =
    (
      await db
        .update(appState)
        .set({ value: { day }, updatedAt: now })
        .where(and(eq(appState.key, NIGHTLY_KEY), sql`coalesce(${appState.value}->>'day', '') < ${day}`))
        .returning({ key: appState.key })
    ).length > 0 ||
    (
      await db
        .insert(appState)
        .values({ key: NIGHTLY_KEY, value: { day }, updatedAt: now })
        .onConflictDoNothing()
        .returning({ key: appState.key })
    ).length > 0;
  if (!claimed) return null;
  try {
    const found = await reconcile(db, gateway, day, day, now);
    const result: NightlyReconciliation = {
      day,
      checkedAt: found.checkedAt,
      gatewayOnly: found.gatewayOnly.length,
      productOnly: found.productOnly.length,
      refundsDue: found.refundsDue.length,
    };
    await db.update(appState).set({ value: result, updatedAt: now }).where(eq(appState.key, NIGHTLY_KEY));
    return result;
  } catch (error) {
    // Unclaimed again (the last result back), so the next run tries the day once more.
    await db
      .update(appState)
      .set({ value: previous ?? {}, updatedAt: now })
      .where(eq(appState.key, NIGHTLY_KEY));
    throw error;
  }
}
