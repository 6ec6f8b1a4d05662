import { asc, eq, inArray } from 'drizzle-orm';
import type { Payee, Payout } from '#shared/schemas/payouts-responses';
import { bookings } from '#server/bookings/bookings-tables';
import type { Db } from '#server/db/client';
import { celebrityHasPayouts, toPayeeDto } from './payees.js';
import { celebrityPayees, payouts } from './payouts-tables.js';
import { toPayoutDto } from './settlements.js';

/* Payee details in a privacy request (issue 39, decision 0036): exported whole, erased unless paid. */

/**
 * Payee details as a privacy export gives them (issue 39): whole, each with the payouts made to
 * that celebrity's payee.
 */
export async function payeesForExport(db: Db, celebrityIds: string[]): Promise<(Payee & { payouts: Payout[] })[]> {
  if (celebrityIds.length === 0) return [];
  const rows = await db.select().from(celebrityPayees).where(inArray(celebrityPayees.celebrityId, celebrityIds));
  const exported = [];
  for (const row of rows) {
    const made = await db
      .select({ payout: payouts, bookingNumber: bookings.number })
      .from(payouts)
      .innerJoin(bookings, eq(bookings.id, payouts.bookingId))
      .where(eq(payouts.celebrityId, row.celebrityId))
      .orderBy(asc(payouts.paidOn), asc(payouts.number));
    exported.push({
      ...toPayeeDto(row, { masked: false, hasPayouts: made.length > 0 }),
      payouts: made.map(({ payout, bookingNumber }) => toPayoutDto(payout, bookingNumber, false)),
    });
  }
  return exported;
}

/**
 * A privacy erasure's part of the payee details (decision 0036): those with no payout are
 * deleted; those with payouts are kept as tax records, as bookings are (decision 0025).
 */
export async function erasePayees(db: Db, celebrityIds: string[]): Promise<{ erased: number; kept: number }> {
  let erased = 0;
  let kept = 0;
  for (const celebrityId of celebrityIds) {
    if (await celebrityHasPayouts(db, celebrityId)) {
      kept += 1;
      continue;
    }
    await db.delete(celebrityPayees).where(eq(celebrityPayees.celebrityId, celebrityId));
    erased += 1;
  }
  return { erased, kept };
}
