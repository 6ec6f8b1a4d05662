import { asc, eq, inArray, sql } from 'drizzle-orm';
import { formatRupeesWithPaise } from '#shared/money';
import type { Db } from '#server/db/client';
import { bookings } from '#server/bookings/bookings-tables';
import { payments, refunds } from './billing-tables.js';
import type { Actor } from '#server/lib/actor';
import { fieldRefusal } from '#server/lib/domain-refusal';

/*
 * What a booking has received and paid back (decision 0031): billing's, read from its payments
 * and refunds; its schedule (booking-schedule.ts) turns them into what is due.
 */

/** What a booking has received: its payments and the tax deducted at source on them. */
export async function paidOn(db: Db, bookingId: string): Promise<number> {
  return (await paidOnEach(db, [bookingId])).get(bookingId) ?? 0;
}

/** What has been refunded on a cancelled booking. */
export async function refundedOn(db: Db, bookingId: string): Promise<number> {
  return (await refundedOnEach(db, [bookingId])).get(bookingId) ?? 0;
}

/** `paidOn` of each of `bookingIds` in one query; a booking without payments is left out (₹0). */
export async function paidOnEach(db: Db, bookingIds: string[]): Promise<Map<string, number>> {
  if (bookingIds.length === 0) return new Map();
  const sums = await db
    .select({
      bookingId: payments.bookingId,
      paid: sql<string>`coalesce(sum(${payments.amountPaise} + ${payments.tdsPaise}), 0)`,
    })
    .from(payments)
    .where(inArray(payments.bookingId, bookingIds))
    .groupBy(payments.bookingId);
  return new Map(sums.map((sum) => [sum.bookingId, Number(sum.paid)]));
}

/** `refundedOn` of each of `bookingIds` in one query; a booking without refunds is left out (₹0). */
export async function refundedOnEach(db: Db, bookingIds: string[]): Promise<Map<string, number>> {
  if (bookingIds.length === 0) return new Map();
  const sums = await db
    .select({ bookingId: refunds.bookingId, refunded: sql<string>`coalesce(sum(${refunds.amountPaise}), 0)` })
    .from(refunds)
    .where(inArray(refunds.bookingId, bookingIds))
    .groupBy(refunds.bookingId);
  return new Map(sums.map((sum) => [sum.bookingId, Number(sum.refunded)]));
}

/** A booking's list of money (its payments, its refunds), read by `read`; null for no such booking. */
export async function listOfBooking<T>(db: Db, bookingId: string, read: () => Promise<T[]>): Promise<T[] | null> {
  const [booking] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, bookingId));
  return booking ? read() : null;
}

/** Who recorded a payment, a refund or a document, and when: the columns each row of them keeps. */
export function recordedBy(actor: Actor, now: Date) {
  return { createdById: actor.id, createdByName: actor.name, createdAt: now };
}

/** A booking's payments, the first received first (by when they were recorded on one day). */
export async function paymentsOf(db: Db, bookingId: string): Promise<(typeof payments.$inferSelect)[]> {
  return db
    .select()
    .from(payments)
    .where(eq(payments.bookingId, bookingId))
    .orderBy(asc(payments.receivedOn), asc(payments.createdAt));
}

/** A booking's refunds, the first paid first. */
export async function refundsOf(db: Db, bookingId: string): Promise<(typeof refunds.$inferSelect)[]> {
  return db
    .select()
    .from(refunds)
    .where(eq(refunds.bookingId, bookingId))
    .orderBy(asc(refunds.paidOn), asc(refunds.createdAt));
}

/**
 * Refuses, on the amount's field, an amount over `limitPaise` (what is due, due back or left to
 * credit): `message` names the limit in rupees, never below ₹0.
 */
export function refuseMoreThan(amountPaise: number, limitPaise: number, message: (limit: string) => string): void {
  if (amountPaise > limitPaise) {
    throw fieldRefusal('amountPaise', message(formatRupeesWithPaise(Math.max(0, limitPaise))));
  }
}
