import { and, asc, eq, sql } from 'drizzle-orm';
import { percentOf } from '#shared/gst/quote-tax';
import { financialYearOf } from '#shared/gst/document-number';
import type { CommissionSource } from '#shared/constants/payouts';
import { computeTds, type TdsOverride, type TdsResult } from '#shared/tds/tds-compute';
import type { TdsSection } from '#shared/tds/tds-rules';
import { paidOn, refundedOn } from '#server/billing/booking-money';
import { bookingSaleOf } from '#server/billing/booking-sale';
import type { BookingRow } from '#server/bookings/bookings';
import type { Db } from '#server/db/client';
import { DomainRefusal, fieldRefusal } from '#server/lib/domain-refusal';
import { bookingCommissions, payoutCosts, payouts } from './payouts-tables.js';
import { type PayeeRow, payeeRowOf } from './payees.js';

/*
 * A booking's settlement with its artist, as figures (decision 0036): the artist fee, the
 * commission, the costs, the share, what was paid out and what may still be. One module, so the
 * settlement's answer, a payout's checks, the talent side's earnings and the dashboard add up
 * the same way.
 */

export type PayoutRow = typeof payouts.$inferSelect;
export type CostRow = typeof payoutCosts.$inferSelect;

/** The artist fee a booking sold: the taxable value of its artist-fee lines, never GST, never a reimbursement. */
export async function artistFeeOf(db: Db, booking: BookingRow): Promise<number> {
  const sale = await bookingSaleOf(db, booking);
  if (!sale) return 0;
  return sale.lines
    .filter((line) => line.kind === 'artist_fee' && !line.reimbursement)
    .reduce((sum, line) => sum + line.amountPaise, 0);
}

/** Whose payments a threshold adds up: the PAN, or the celebrity's for a payee without one. */
export function payeeKeyOf(payee: Pick<PayeeRow, 'pan' | 'celebrityId'>): string {
  return payee.pan !== '' ? payee.pan : `celebrity:${payee.celebrityId}`;
}

/** The payee's payouts and TDS under `section` in the financial year of `day`, before this one. */
export async function yearTotalsOf(
  db: Db,
  payeeKey: string,
  section: TdsSection,
  day: string,
): Promise<{ paymentsPaise: number; tdsPaise: number }> {
  const [sum] = await db
    .select({
      payments: sql<string>`coalesce(sum(${payouts.grossPaise}), 0)`,
      tds: sql<string>`coalesce(sum(${payouts.tdsPaise}), 0)`,
    })
    .from(payouts)
    .where(
      and(
        eq(payouts.payeeKey, payeeKey),
        eq(payouts.financialYear, financialYearOf(day).label),
        eq(payouts.tdsSection, section),
      ),
    );
  return { paymentsPaise: Number(sum?.payments ?? 0), tdsPaise: Number(sum?.tds ?? 0) };
}

export const PAYOUT_MESSAGES = {
  noPayee: 'Set the celebrity’s payee details first (Payee details, admins): there is no one to pay',
  cancelledNothingKept:
    'This booking was cancelled and the agency kept nothing of it: there is nothing to pay the artist from',
  overpay: (limit: string) =>
    `This would pay the artist more than the customer has paid for the booking less the agency’s commission and costs: at most ${limit} can be paid now`,
  overpayAdminOnly: (limit: string) =>
    `This would pay the artist more than the customer has paid for the booking less the agency’s commission and costs (at most ${limit} now). Only an admin may, giving the reason`,
  overpayReason: 'Give the reason to pay more than the customer has paid',
  outsideTable: 'The TDS table covers payouts from 1 April 2024: choose a later date',
  costNotFound: 'Cost not found',
  payoutNotFound: 'Payout not found',
} as const;

/** The TDS on a payout to `payee`, with its reasons; a date outside the table is refused on the date. */
export async function tdsFor(
  db: Db,
  payee: PayeeRow,
  grossPaise: number,
  day: string,
  override?: TdsOverride,
): Promise<TdsResult & { earlierPaymentsPaise: number; earlierTdsPaise: number }> {
  const section = payee.tdsSection;
  const earlier =
    section === 'none' ? { paymentsPaise: 0, tdsPaise: 0 } : await yearTotalsOf(db, payeeKeyOf(payee), section, day);
  try {
    const result = computeTds({
      section,
      noneReason: payee.noTdsReason,
      payeeKind: payee.payeeKind,
      hasPan: payee.pan !== '',
      paymentDate: day,
      grossPaise,
      earlierPaymentsThisYearPaise: earlier.paymentsPaise,
      earlierTdsThisYearPaise: earlier.tdsPaise,
      override,
    });
    return { ...result, earlierPaymentsPaise: earlier.paymentsPaise, earlierTdsPaise: earlier.tdsPaise };
  } catch (error) {
    if (error instanceof RangeError && /no TDS rule/.test(error.message)) {
      throw fieldRefusal('date', PAYOUT_MESSAGES.outsideTable);
    }
    throw error;
  }
}

export interface SettlementFigures {
  booking: BookingRow;
  payee: PayeeRow | undefined;
  grossPaise: number;
  commissionBasisPoints: number;
  commissionSource: CommissionSource;
  commissionReason: string;
  commissionPaise: number;
  costs: CostRow[];
  costsPaise: number;
  sharePaise: number;
  payouts: PayoutRow[];
  paidOutPaise: number;
  tdsDeductedPaise: number;
  paidNetPaise: number;
  /** Received from the customer (their TDS included) less refunds. */
  customerPaidPaise: number;
  payoutLimitPaise: number;
  balancePaise: number;
}

/**
 * A booking's settlement figures (decision 0036). The share is the artist fee less the commission
 * and the costs. The payouts may add up to at most the smaller of what the customer has paid and
 * the artist fee, less the commission and the costs ("never overpay"); on a cancelled booking,
 * what the customer paid is what the agency kept, so the same rule pays the artist out of that
 * only. The balance is what is left of the share within that limit, never below nothing.
 */
export async function settlementFiguresOf(db: Db, booking: BookingRow): Promise<SettlementFigures> {
  const payee = await payeeRowOf(db, booking.celebrityId);
  const grossPaise = await artistFeeOf(db, booking);
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
  const customerPaidPaise = (await paidOn(db, booking.id)) - (await refundedOn(db, booking.id));
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

/**
 * The TDS the booking's balance would bear if paid on `day`, added to what was deducted: the
 * settlement's `tdsPaise`. No payee, no balance, or a day the table does not cover: nothing more.
 */
export async function tdsOfSettlement(db: Db, figures: SettlementFigures, day: string): Promise<number> {
  const { payee, balancePaise, tdsDeductedPaise } = figures;
  if (!payee || balancePaise <= 0) return tdsDeductedPaise;
  try {
    return tdsDeductedPaise + (await tdsFor(db, payee, balancePaise, day)).tdsPaise;
  } catch (error) {
    if (error instanceof DomainRefusal) return tdsDeductedPaise;
    throw error;
  }
}
