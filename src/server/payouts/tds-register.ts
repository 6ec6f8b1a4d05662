import { stringify } from 'csv-stringify/sync';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { financialYearOf } from '#shared/gst/document-number';
import { MONTH_NAMES } from '#shared/format';
import type { TdsRegisterQueryValues } from '#shared/schemas/payouts';
import type { TdsRegister, TdsRegisterMonth, TdsRegisterRow } from '#shared/schemas/payouts-responses';
import { bookings } from '#server/bookings/bookings-tables';
import { celebrities } from '#server/celebrities/celebrities-tables';
import type { Db } from '#server/db/client';
import { neutraliseFormula } from '#server/inquiries/inquiries-csv';
import { payouts } from './payouts-tables.js';

/*
 * The TDS register (issue 39): every payout of a month, a quarter or a financial year with its
 * payee, PAN, section, date, amount paid, rate and TDS; each month's totals and the day its TDS
 * is due to the government. Read from the payout rows the vouchers print, so its sums are the
 * vouchers' to the paisa.
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** The last day of a month `YYYY-MM`. */
export function lastDayOf(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return `${month}-${pad(days)}`;
}

/**
 * The day a month's TDS is due to the government: the 7th of the next month, and 30 April for
 * March's (Rule 30 of the Income-tax Rules, 1962, for a deductor other than the government).
 */
export function tdsDueOn(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  if (monthNumber === 3) return `${year}-04-30`;
  return monthNumber === 12 ? `${year + 1}-01-07` : `${year}-${pad(monthNumber + 1)}-07`;
}

export interface RegisterPeriod {
  financialYear: string;
  label: string;
  from: string;
  to: string;
}

/** The days a register query covers: a month, a quarter of a financial year, or the whole year. */
export function registerPeriodOf(query: Pick<TdsRegisterQueryValues, 'fy' | 'quarter' | 'month'>): RegisterPeriod {
  if (query.month) {
    const from = `${query.month}-01`;
    const startYear = financialYearOf(from).startYear;
    const [year, monthNumber] = query.month.split('-').map(Number) as [number, number];
    return {
      financialYear: `${startYear}-${pad((startYear + 1) % 100)}`,
      label: `${MONTH_NAMES[monthNumber - 1]} ${year}`,
      from,
      to: lastDayOf(query.month),
    };
  }
  const financialYear = query.fy!;
  const startYear = Number(financialYear.slice(0, 4));
  if (!query.quarter) {
    return { financialYear, label: financialYear, from: `${startYear}-04-01`, to: `${startYear + 1}-03-31` };
  }
  // Q1 April to June ... Q4 January to March of the next calendar year.
  const firstMonth = ((query.quarter - 1) * 3 + 3) % 12; // 0-based: 3 (April), 6, 9, 0 (January)
  const year = query.quarter === 4 ? startYear + 1 : startYear;
  const from = `${year}-${pad(firstMonth + 1)}-01`;
  const to = lastDayOf(`${year}-${pad(firstMonth + 3)}`);
  return { financialYear, label: `Q${query.quarter} ${financialYear}`, from, to };
}

/** Every month of a period, `YYYY-MM`, in order. */
function monthsOf(period: RegisterPeriod): string[] {
  const months: string[] = [];
  let [year, month] = period.from.split('-').map(Number) as [number, number];
  const last = period.to.slice(0, 7);
  for (let guard = 0; guard < 12; guard += 1) {
    const current = `${year}-${pad(month)}`;
    months.push(current);
    if (current === last) break;
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

/** The payouts of a span of days (and of one payee key, for a statement), oldest first. */
export async function registerRowsOf(
  db: Db,
  from: string,
  to: string,
  payeeKey?: string,
): Promise<(TdsRegisterRow & { payeeKey: string; celebrityId: string; reference: string })[]> {
  const rows = await db
    .select({ payout: payouts, bookingNumber: bookings.number, celebrityName: celebrities.name })
    .from(payouts)
    .innerJoin(bookings, eq(bookings.id, payouts.bookingId))
    .innerJoin(celebrities, eq(celebrities.id, payouts.celebrityId))
    .where(
      and(gte(payouts.paidOn, from), lte(payouts.paidOn, to), payeeKey ? eq(payouts.payeeKey, payeeKey) : undefined),
    )
    .orderBy(asc(payouts.paidOn), asc(payouts.number));
  return rows.map(({ payout, bookingNumber, celebrityName }) => ({
    payoutId: payout.id,
    voucherNumber: payout.number,
    date: payout.paidOn,
    bookingNumber,
    celebrityName,
    payeeLegalName: payout.payeeLegalName,
    pan: payout.pan,
    tdsSection: payout.tdsSection,
    sectionLabel: payout.sectionLabel,
    amountPaidPaise: payout.grossPaise,
    rateBasisPoints: payout.rateBasisPoints,
    tdsPaise: payout.tdsPaise,
    netPaise: payout.netPaise,
    tdsOverrideReason: payout.tdsOverrideReason,
    payeeKey: payout.payeeKey,
    celebrityId: payout.celebrityId,
    reference: payout.reference,
  }));
}

/** `GET /api/reports/tds`: the register of a month, a quarter or a financial year. */
export async function tdsRegister(db: Db, query: TdsRegisterQueryValues): Promise<TdsRegister> {
  const period = registerPeriodOf(query);
  const found = await registerRowsOf(db, period.from, period.to);
  const rows: TdsRegisterRow[] = found.map(
    ({ payeeKey: _key, celebrityId: _celebrity, reference: _reference, ...row }) => row,
  );
  const months: TdsRegisterMonth[] = monthsOf(period).map((month) => {
    const ofMonth = rows.filter((row) => row.date.startsWith(month));
    return {
      month,
      count: ofMonth.length,
      amountPaidPaise: ofMonth.reduce((sum, row) => sum + row.amountPaidPaise, 0),
      tdsPaise: ofMonth.reduce((sum, row) => sum + row.tdsPaise, 0),
      dueOn: tdsDueOn(month),
    };
  });
  return {
    financialYear: period.financialYear,
    periodLabel: period.label,
    from: period.from,
    to: period.to,
    rows,
    months,
    totals: {
      count: rows.length,
      amountPaidPaise: rows.reduce((sum, row) => sum + row.amountPaidPaise, 0),
      tdsPaise: rows.reduce((sum, row) => sum + row.tdsPaise, 0),
    },
  };
}

/** Paise as rupees with two decimals (23600000 → "236000.00"): exact, no floating point. */
export function csvRupees(paise: number): string {
  const whole = Math.trunc(paise / 100);
  return `${whole}.${String(Math.abs(paise - whole * 100)).padStart(2, '0')}`;
}

/** Basis points as a percent for a spreadsheet: 1000 → "10.00". */
function csvPercent(basisPoints: number): string {
  return `${Math.trunc(basisPoints / 100)}.${pad(basisPoints % 100)}`;
}

const CSV_OPTIONS = { cast: { string: (value: string) => neutraliseFormula(value) } };

/**
 * The register as the accountant's CSV: one row per payout, then the months' totals with the day
 * each is due, then the period's total. Amounts in rupees with two decimals; every text cell made
 * safe from spreadsheet formulas, as the inquiries' export does.
 */
export function tdsRegisterCsv(register: TdsRegister): string {
  const payoutRows = stringify(
    register.rows.map((row) => [
      row.voucherNumber,
      row.date,
      row.bookingNumber,
      row.celebrityName,
      row.payeeLegalName,
      row.pan,
      row.tdsSection ?? '',
      row.sectionLabel,
      csvRupees(row.amountPaidPaise),
      csvPercent(row.rateBasisPoints),
      csvRupees(row.tdsPaise),
      csvRupees(row.netPaise),
      row.tdsOverrideReason,
    ]),
    {
      ...CSV_OPTIONS,
      header: true,
      columns: [
        'Voucher',
        'Date',
        'Booking',
        'Celebrity',
        'Payee',
        'PAN',
        'Section (1961 Act)',
        'Section in force',
        'Amount paid (INR)',
        'Rate (%)',
        'TDS (INR)',
        'Net paid (INR)',
        'TDS set by hand: reason',
      ],
    },
  );
  const monthRows = stringify(
    [
      ...register.months.map((month) => [
        month.month,
        String(month.count),
        csvRupees(month.amountPaidPaise),
        csvRupees(month.tdsPaise),
        month.dueOn,
      ]),
      [
        `Total ${register.periodLabel}`,
        String(register.totals.count),
        csvRupees(register.totals.amountPaidPaise),
        csvRupees(register.totals.tdsPaise),
        '',
      ],
    ],
    {
      ...CSV_OPTIONS,
      header: true,
      columns: ['Month', 'Payouts', 'Amount paid (INR)', 'TDS (INR)', 'TDS due to the government by'],
    },
  );
  return `${payoutRows}\n${monthRows}`;
}

/** The file name of a register's CSV: `tds-register-2026-27-q3.csv`, `tds-register-2026-11.csv`. */
export function tdsRegisterFileName(query: Pick<TdsRegisterQueryValues, 'fy' | 'quarter' | 'month'>): string {
  if (query.month) return `tds-register-${query.month}.csv`;
  return `tds-register-${query.fy}${query.quarter ? `-q${query.quarter}` : ''}.csv`;
}
