import { and, gte, inArray, lte, sql } from 'drizzle-orm';
import { indianDay } from '#shared/format';
import type { BookingEarnings, Statement, StatementPayee } from '#shared/schemas/payouts-responses';
import type { PayoutFigures } from '#shared/schemas/dashboard-responses';
import { bookingBalances } from './booking-balances-tables.js';
import { bookings } from '#server/bookings/bookings-tables';
import type { Db } from '#server/db/client';
import { payouts } from './payouts-tables.js';
import { owedToArtistsPaise, settlementFiguresOfBookings, tdsOfSettlements } from './settlement-figures.js';
import { lastDayOf, registerPeriodOf, registerRowsOf, tdsDueOn } from './tds-register.js';

/*
 * What the talent side and the dashboard read of the payouts (issue 39), handed to them by the
 * integrator: a booking's earnings, a payee's financial-year statement (whose TDS is the
 * register's for their PAN), and the dashboard's three figures.
 */

/**
 * Each booking's earnings for its artist: gross, commission, costs, TDS (deducted, and what the
 * balance would bear if paid today), net, paid out and the payouts' references. In the order of
 * `bookingIds`; an unknown id is left out.
 */
export async function earningsOfBookings(
  db: Db,
  bookingIds: string[],
  today = indianDay(),
): Promise<BookingEarnings[]> {
  if (bookingIds.length === 0) return [];
  const rows = await db.select().from(bookings).where(inArray(bookings.id, bookingIds));
  const figuresOf = await settlementFiguresOfBookings(db, rows);
  // The balances' TDS against their payees' year totals, read once for all of them.
  const tdsOf = await tdsOfSettlements(db, [...figuresOf.values()], today);
  const earnings: BookingEarnings[] = [];
  for (const id of bookingIds) {
    const figures = figuresOf.get(id);
    if (!figures) continue;
    const { booking } = figures;
    const tdsPaise = tdsOf.get(id) ?? figures.tdsDeductedPaise;
    earnings.push({
      bookingId: booking.id,
      bookingNumber: booking.number,
      celebrityId: booking.celebrityId,
      start: booking.startDate,
      grossPaise: figures.grossPaise,
      commissionPaise: figures.commissionPaise,
      costsPaise: figures.costsPaise,
      tdsPaise,
      netPaise: figures.sharePaise - tdsPaise,
      paidOutPaise: figures.paidOutPaise,
      paidNetPaise: figures.paidNetPaise,
      balancePaise: figures.balancePaise,
      references: figures.payouts.map((payout) => payout.reference),
    });
  }
  return earnings;
}

/**
 * The financial-year statement of the payouts made for `celebrityIds` (`financialYear` as
 * `2026-27`), one part per payee (by PAN, or by celebrity for a payee without one). Read from the
 * register's own rows, so a payee's TDS total is the register's for their PAN whenever that PAN
 * is paid for these celebrities only.
 */
export async function statementOf(
  db: Db,
  { celebrityIds, financialYear }: { celebrityIds: string[]; financialYear: string },
): Promise<Statement> {
  const period = registerPeriodOf({ fy: financialYear });
  const wanted = new Set(celebrityIds);
  const rows = (await registerRowsOf(db, period.from, period.to)).filter((row) => wanted.has(row.celebrityId));
  const parts = new Map<string, StatementPayee>();
  for (const row of rows) {
    const part = parts.get(row.payeeKey) ?? {
      payeeLegalName: row.payeeLegalName,
      pan: row.pan,
      rows: [],
      totals: { grossPaise: 0, tdsPaise: 0, netPaise: 0 },
    };
    part.rows.push({
      voucherNumber: row.voucherNumber,
      date: row.date,
      bookingNumber: row.bookingNumber,
      celebrityName: row.celebrityName,
      sectionLabel: row.sectionLabel,
      grossPaise: row.amountPaidPaise,
      tdsPaise: row.tdsPaise,
      netPaise: row.netPaise,
      reference: row.reference,
    });
    part.totals.grossPaise += row.amountPaidPaise;
    part.totals.tdsPaise += row.tdsPaise;
    part.totals.netPaise += row.netPaise;
    parts.set(row.payeeKey, part);
  }
  const payees = [...parts.values()];
  return {
    financialYear: period.financialYear,
    from: period.from,
    to: period.to,
    payees,
    totals: {
      grossPaise: payees.reduce((sum, part) => sum + part.totals.grossPaise, 0),
      tdsPaise: payees.reduce((sum, part) => sum + part.totals.tdsPaise, 0),
      netPaise: payees.reduce((sum, part) => sum + part.totals.netPaise, 0),
    },
  };
}

/** The month before `YYYY-MM`. */
function monthBefore(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, '0')}`;
}

async function payoutSums(db: Db, from: string, to: string): Promise<{ gross: number; tds: number }> {
  const [sum] = await db
    .select({
      gross: sql<string>`coalesce(sum(${payouts.grossPaise}), 0)`,
      tds: sql<string>`coalesce(sum(${payouts.tdsPaise}), 0)`,
    })
    .from(payouts)
    .where(and(gte(payouts.paidOn, from), lte(payouts.paidOn, to)));
  return { gross: Number(sum?.gross ?? 0), tds: Number(sum?.tds ?? 0) };
}

/**
 * The dashboard's payout figures on India's `today`: what is still owed to artists (the balances
 * of confirmed and completed bookings, and of cancelled ones the customer paid for), the payouts'
 * gross this month, and last month's TDS, due to the government this month.
 */
export async function payoutFigures(db: Db, today = indianDay()): Promise<PayoutFigures> {
  const month = today.slice(0, 7);
  const previous = monthBefore(month);
  // The stored balances of the bookings still owed something (decision 0059), less those of the
  // bookings still awaiting their advance (few, by their partial index). A cancelled booking
  // the customer never paid owes its artist nothing by the settlement's rule (at most what the
  // customer paid, less commission and costs), so every other booking is the set above.
  const owedToArtists = await owedToArtistsPaise(
    db,
    sql`${bookingBalances.bookingId} not in (select ${bookings.id} from ${bookings} where ${bookings.state} = 'awaiting_advance')`,
  );
  const thisMonth = await payoutSums(db, `${month}-01`, lastDayOf(month));
  const lastMonth = await payoutSums(db, `${previous}-01`, lastDayOf(previous));
  return {
    owedToArtistsPaise: owedToArtists,
    paidOutThisMonthPaise: thisMonth.gross,
    tdsDueThisMonthPaise: lastMonth.tds,
    tdsDueOn: tdsDueOn(previous),
  };
}
