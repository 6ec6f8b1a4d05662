import { indianDay } from '#shared/format';
import { financialYearOf } from '#shared/gst/document-number';
import { TDS_QUARTERS, type TdsQuarter } from '#shared/constants/payouts';

/*
 * The register's period as its address holds it: `?fy=2026-27&quarter=3` or `?fy=2026-27&month=2026-10`.
 * A quarter is what the TDS statement (Form 26Q) is filed by; a month, what each challan pays.
 */

/** The first year the register offers: the product records no payout before FY 2024-25. */
const FIRST_START_YEAR = 2024;

export type RegisterPeriod = { kind: 'quarter'; quarter: TdsQuarter } | { kind: 'month'; month: string };

export interface RegisterParams {
  /** `2026-27`: the financial year from April 2026 to March 2027. */
  fy: string;
  period: RegisterPeriod;
}

const fyLabel = (startYear: number) => `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
const startYearOf = (fy: string) => Number(fy.slice(0, 4));

/** The financial years to choose from, the newest first: from FY 2024-25 to today's. */
export function financialYears(today = indianDay()): string[] {
  const current = financialYearOf(today).startYear;
  const years: string[] = [];
  for (let year = current; year >= FIRST_START_YEAR; year -= 1) years.push(fyLabel(year));
  return years;
}

/** The twelve months of a financial year, April first, as `YYYY-MM`. */
export function monthsOf(fy: string): string[] {
  const start = startYearOf(fy);
  return Array.from({ length: 12 }, (_, index) => {
    const month = ((index + 3) % 12) + 1;
    const year = index < 9 ? start : start + 1;
    return `${year}-${String(month).padStart(2, '0')}`;
  });
}

/** The quarter of the financial year a `YYYY-MM-DD` day falls in: April to June is 1. */
export function quarterOf(day: string): TdsQuarter {
  const month = Number(day.slice(5, 7));
  return (Math.floor(((month + 8) % 12) / 3) + 1) as TdsQuarter;
}

/** The period in the address, or today's financial year and quarter. */
export function readRegisterParams(search: URLSearchParams, today = indianDay()): RegisterParams {
  const years = financialYears(today);
  const askedFy = search.get('fy') ?? '';
  const fy = years.includes(askedFy) ? askedFy : fyLabel(financialYearOf(today).startYear);
  const month = search.get('month') ?? '';
  if (monthsOf(fy).includes(month)) return { fy, period: { kind: 'month', month } };
  const quarter = Number(search.get('quarter'));
  if ((TDS_QUARTERS as readonly number[]).includes(quarter))
    return { fy, period: { kind: 'quarter', quarter: quarter as TdsQuarter } };
  const todaysFy = fyLabel(financialYearOf(today).startYear);
  return { fy, period: { kind: 'quarter', quarter: fy === todaysFy ? quarterOf(today) : 1 } };
}

/** The address's parameters of a period: its year, and its quarter or month. */
export function registerAddress({ fy, period }: RegisterParams): Record<string, string> {
  return period.kind === 'quarter' ? { fy, quarter: String(period.quarter) } : { fy, month: period.month };
}

/** The API's: a quarter of a year, or a month alone (which names its year). */
export function registerQuery({ fy, period }: RegisterParams): Record<string, string> {
  return period.kind === 'quarter' ? { fy, quarter: String(period.quarter) } : { month: period.month };
}

/** A period as the select holds it: `q3` or `m2026-10`. */
export const periodValue = (period: RegisterPeriod): string =>
  period.kind === 'quarter' ? `q${period.quarter}` : `m${period.month}`;

export function periodOfValue(value: string): RegisterPeriod {
  if (value.startsWith('m')) return { kind: 'month', month: value.slice(1) };
  return { kind: 'quarter', quarter: Number(value.slice(1)) as TdsQuarter };
}
