import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { percentOf } from '#shared/gst/quote-tax';
import { financialYearOf } from '#shared/gst/document-number';
import type { CommissionSource } from '#shared/constants/payouts';
import { computeTds, type TdsOverride, type TdsResult } from '#shared/tds/tds-compute';
import type { TdsSection } from '#shared/tds/tds-rules';
import { paidOnEach, refundedOnEach } from '#server/billing/booking-money';
import { bookingSalesOf } from '#server/billing/booking-sale';
import type { BookingSale } from '#shared/schemas/booking-responses';
import type { BookingRow } from '#server/bookings/bookings';
import type { Db } from '#server/db/client';
import { DomainRefusal, fieldRefusal } from '#server/lib/domain-refusal';
import { bookingBalances } from './booking-balances-tables.js';
import { bookingCommissions, payoutCosts, payouts } from './payouts-tables.js';
import { type PayeeRow, payeeRowsOf } from './payees.js';

/*
 * A booking's settlement with its artist, as figures (decision 0036): the artist fee, the
 * commission, the costs, the share, what was paid out and what may still be. One module, so the
 * settlement's answer, a payout's checks, the talent side's earnings and the dashboard add up
 * the same way.
 */

export type PayoutRow = typeof payouts.$inferSelect;
export type CostRow = typeof payoutCosts.$inferSelect;

/** The artist fee of a sale: the taxable value of its artist-fee lines, never GST, never a reimbursement. */
function artistFeeOfSale(sale: BookingSale | null): number {
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
  futureDate: 'Record a payout once it is made: its date cannot be after today',
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
  return tdsAfter(payee, grossPaise, day, earlier, override);
}

/** `tdsFor` once the payee's year totals (`earlier`) are read: the rule, without a query. */
function tdsAfter(
  payee: PayeeRow,
  grossPaise: number,
  day: string,
  earlier: { paymentsPaise: number; tdsPaise: number },
  override?: TdsOverride,
): TdsResult & { earlierPaymentsPaise: number; earlierTdsPaise: number } {
  try {
    const result = computeTds({
      section: payee.tdsSection,
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
  const figures = (await settlementFiguresOfBookings(db, [booking])).get(booking.id);
  if (!figures) throw new Error(`no settlement figures for booking ${booking.id}`);
  return figures;
}

/**
 * Bookings read at once: a query's parameters stay well within PostgreSQL's limit (65,535) however
 * many bookings are asked about, at a fixed number of queries per this many bookings.
 */
const BOOKINGS_PER_READ = 1_000;

/**
 * `settlementFiguresOf` for each of `bookings`, by booking id: the payees, sales, commissions,
 * costs, payouts and the customer's money read in at most eight queries per 1,000 bookings
 * rather than seven per booking (the dashboard and the talent side read every owing booking).
 */
export async function settlementFiguresOfBookings(
  db: Db,
  bookings: BookingRow[],
): Promise<Map<string, SettlementFigures>> {
  const figures = new Map<string, SettlementFigures>();
  for (let from = 0; from < bookings.length; from += BOOKINGS_PER_READ) {
    for (const one of await figuresOfSome(db, bookings.slice(from, from + BOOKINGS_PER_READ))) {
      figures.set(one.booking.id, one);
    }
  }
  return figures;
}

/** Groups `rows` by `keyOf`, each group in the rows' order. */
function groupedBy<T>(rows: T[], keyOf: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(keyOf(row)) ?? [];
    group.push(row);
    groups.set(keyOf(row), group);
  }
  return groups;
}

/** `settlementFiguresOfBookings` of at most BOOKINGS_PER_READ bookings, at least one. */
async function figuresOfSome(db: Db, bookings: BookingRow[]): Promise<SettlementFigures[]> {
  const ids = bookings.map((booking) => booking.id);
  const payees = await payeeRowsOf(db, [...new Set(bookings.map((booking) => booking.celebrityId))]);
  const sales = await bookingSalesOf(db, bookings);
  const own = await db.select().from(bookingCommissions).where(inArray(bookingCommissions.bookingId, ids));
  const commissions = new Map(own.map((row) => [row.bookingId, row]));
  const costs = await db
    .select()
    .from(payoutCosts)
    .where(inArray(payoutCosts.bookingId, ids))
    .orderBy(asc(payoutCosts.spentOn), asc(payoutCosts.createdAt));
  const costsOf = groupedBy(costs, (cost) => cost.bookingId);
  const made = await db
    .select()
    .from(payouts)
    .where(inArray(payouts.bookingId, ids))
    .orderBy(asc(payouts.paidOn), asc(payouts.createdAt));
  const payoutsOf = groupedBy(made, (payout) => payout.bookingId);
  const paid = await paidOnEach(db, ids);
  const refunded = await refundedOnEach(db, ids);
  return bookings.map((booking, index) =>
    figuresOf({
      booking,
      payee: payees.get(booking.celebrityId),
      grossPaise: artistFeeOfSale(sales[index] ?? null),
      own: commissions.get(booking.id),
      costs: costsOf.get(booking.id) ?? [],
      made: payoutsOf.get(booking.id) ?? [],
      customerPaidPaise: (paid.get(booking.id) ?? 0) - (refunded.get(booking.id) ?? 0),
    }),
  );
}

/** The figures of one booking from what was read of it: the rule of the settlement, in one place. */
function figuresOf({
  booking,
  payee,
  grossPaise,
  own,
  costs,
  made,
  customerPaidPaise,
}: {
  booking: BookingRow;
  payee: PayeeRow | undefined;
  grossPaise: number;
  own: typeof bookingCommissions.$inferSelect | undefined;
  costs: CostRow[];
  made: PayoutRow[];
  customerPaidPaise: number;
}): SettlementFigures {
  const commissionBasisPoints = own?.commissionBasisPoints ?? payee?.commissionBasisPoints ?? 0;
  const commissionSource: CommissionSource = own ? 'booking' : payee ? 'payee' : 'none';
  const commissionPaise = percentOf(grossPaise, commissionBasisPoints);
  const costsPaise = costs.reduce((sum, cost) => sum + cost.amountPaise, 0);
  const paidOutPaise = made.reduce((sum, payout) => sum + payout.grossPaise, 0);
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
 * What is still owed to artists over the bookings `owing` chooses (a condition on `booking_balances`):
 * the sum of their `balancePaise`, for the dashboard, which would otherwise read every booking
 * ever confirmed into figuresOf (12 s at 36,000 bookings; decision 0055). Each booking's balance
 * is stored (`booking_balances.artist_owed_paise`), worked out by the database's triggers with
 * the same rule as figuresOf and artistFeeOfSale, term by term (migration 0041's
 * `booking_balances_refresh`, decision 0059), so this reads only the bookings still owed
 * something, by the partial index over them: summing every booking's payouts, costs and refunds
 * here passed over every booking ever confirmed (0.5–1.5 s at 36,000).
 * settlement-figures.test.ts holds it to figuresOf's balances, booking by booking.
 */
export async function owedToArtistsPaise(db: Db, owing: SQL): Promise<number> {
  const [row] = await db
    .select({ owed: sql<string>`coalesce(sum(${bookingBalances.artistOwedPaise}), 0)` })
    .from(bookingBalances)
    .where(and(sql`${bookingBalances.artistOwedPaise} > 0`, owing));
  return Number(row?.owed ?? 0);
}

/**
 * The TDS the booking's balance would bear if paid on `day`, added to what was deducted: the
 * settlement's `tdsPaise`. No payee, no balance, or a day the table does not cover: nothing more.
 */
export async function tdsOfSettlement(db: Db, figures: SettlementFigures, day: string): Promise<number> {
  return (await tdsOfSettlements(db, [figures], day)).get(figures.booking.id) ?? figures.tdsDeductedPaise;
}

/**
 * `tdsOfSettlement` of each of `figures` on `day`, by booking id. Each balance is reckoned alone
 * against its payee's payouts of the year before it (as if paid today, none of the others), so
 * the year's totals are read once for the whole set: one query for every (payee, section) with a
 * balance, where reading them booking by booking took one each (decision 0036, year totals).
 */
export async function tdsOfSettlements(
  db: Db,
  figures: SettlementFigures[],
  day: string,
): Promise<Map<string, number>> {
  const taxed = figures.filter(
    (one): one is SettlementFigures & { payee: PayeeRow } => one.payee !== undefined && one.balancePaise > 0,
  );
  const totals = await yearTotalsOfPayees(
    db,
    taxed.flatMap(({ payee }) => (payee.tdsSection === 'none' ? [] : [payeeKeyOf(payee)])),
    day,
  );
  const tds = new Map(figures.map((one) => [one.booking.id, one.tdsDeductedPaise]));
  for (const one of taxed) {
    const { payee } = one;
    const earlier =
      payee.tdsSection === 'none'
        ? { paymentsPaise: 0, tdsPaise: 0 }
        : (totals.get(`${payeeKeyOf(payee)}\n${payee.tdsSection}`) ?? { paymentsPaise: 0, tdsPaise: 0 });
    try {
      tds.set(one.booking.id, one.tdsDeductedPaise + tdsAfter(payee, one.balancePaise, day, earlier).tdsPaise);
    } catch (error) {
      if (!(error instanceof DomainRefusal)) throw error;
    }
  }
  return tds;
}

/**
 * `yearTotalsOf` of every section of each of `payeeKeys` in the financial year of `day`, in one
 * query, keyed `payeeKey` and section on two lines; a payee without payouts is left out (nothing).
 */
async function yearTotalsOfPayees(
  db: Db,
  payeeKeys: string[],
  day: string,
): Promise<Map<string, { paymentsPaise: number; tdsPaise: number }>> {
  const keys = [...new Set(payeeKeys)];
  if (keys.length === 0) return new Map();
  const sums = await db
    .select({
      payeeKey: payouts.payeeKey,
      section: payouts.tdsSection,
      payments: sql<string>`coalesce(sum(${payouts.grossPaise}), 0)`,
      tds: sql<string>`coalesce(sum(${payouts.tdsPaise}), 0)`,
    })
    .from(payouts)
    .where(and(inArray(payouts.payeeKey, keys), eq(payouts.financialYear, financialYearOf(day).label)))
    .groupBy(payouts.payeeKey, payouts.tdsSection);
  return new Map(
    sums.map((sum) => [
      `${sum.payeeKey}\n${sum.section}`,
      { paymentsPaise: Number(sum.payments), tdsPaise: Number(sum.tds) },
    ]),
  );
}
