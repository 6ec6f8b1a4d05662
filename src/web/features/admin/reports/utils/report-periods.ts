import { indianDay } from '#shared/format';
import { financialYearOf } from '#shared/gst/document-number';
import { monthPeriod, quarterPeriod, type ReturnPeriod } from '#shared/reports/return-period';

/*
 * The period the Reports page downloads (issue 40), as its address holds it: a month
 * (`?period=2026-11`, what a monthly GSTR-1 is filed for) or a quarter of India's financial year
 * (`?quarter=2026-27-Q3`, what a QRMP filer's return covers). The choices are the current and the
 * previous financial year, up to today: the accountant files the month just gone, and sometimes
 * goes back to the year before.
 */

export type ReportPeriodKind = 'month' | 'quarter';

export interface ReportPeriod extends ReturnPeriod {
  kind: ReportPeriodKind;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `2026-27` for the financial year starting in April 2026. */
const fyName = (startYear: number) => `${startYear}-${pad((startYear + 1) % 100)}`;

/** The months to choose from, the newest first: from April of last financial year to this month. */
export function reportMonths(today = indianDay()): string[] {
  const first = financialYearOf(today).startYear - 1;
  let year = Number(today.slice(0, 4));
  let month = Number(today.slice(5, 7));
  const months: string[] = [];
  while (year > first || (year === first && month >= 4)) {
    months.push(`${year}-${pad(month)}`);
    month -= 1;
    if (month === 0) {
      month = 12;
      year -= 1;
    }
  }
  return months;
}

/** The quarter of the financial year a `YYYY-MM-DD` day falls in: April to June is 1. */
function quarterOf(day: string): number {
  return Math.floor(((Number(day.slice(5, 7)) + 8) % 12) / 3) + 1;
}

/** The quarters to choose from, the newest first: last financial year's four and this year's up to today's. */
export function reportQuarters(today = indianDay()): string[] {
  const current = financialYearOf(today).startYear;
  const quarters: string[] = [];
  for (let quarter = quarterOf(today); quarter >= 1; quarter -= 1) quarters.push(`${fyName(current)}-Q${quarter}`);
  for (let quarter = 4; quarter >= 1; quarter -= 1) quarters.push(`${fyName(current - 1)}-Q${quarter}`);
  return quarters;
}

/** The month before today's in India: what is usually filed next (GSTR-1 is due on the 11th). */
export function lastMonth(today = indianDay()): string {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return month === 1 ? `${year - 1}-12` : `${year}-${pad(month - 1)}`;
}

/** A period as its select option's value says it: `m2026-11` or `q2026-27-Q3`; null when not one. */
export function periodOfValue(value: string): ReportPeriod | null {
  if (value.startsWith('m')) {
    const period = monthPeriod(value.slice(1));
    return period && { ...period, kind: 'month' };
  }
  if (value.startsWith('q')) {
    const period = quarterPeriod(value.slice(1));
    return period && { ...period, kind: 'quarter' };
  }
  return null;
}

export const periodValue = (period: ReportPeriod): string => `${period.kind === 'month' ? 'm' : 'q'}${period.slug}`;

/** The period in the address when it is one of the choices, otherwise last month. */
export function readReportPeriod(search: URLSearchParams, today = indianDay()): ReportPeriod {
  const month = search.get('period');
  if (month !== null && reportMonths(today).includes(month)) return periodOfValue(`m${month}`) as ReportPeriod;
  const quarter = search.get('quarter');
  if (quarter !== null && reportQuarters(today).includes(quarter)) return periodOfValue(`q${quarter}`) as ReportPeriod;
  return periodOfValue(`m${lastMonth(today)}`) as ReportPeriod;
}

/** The address's (and the GSTR-1 call's) parameter of a period. */
export function periodAddress(period: ReportPeriod): Record<string, string> {
  return period.kind === 'month' ? { period: period.slug } : { quarter: period.slug };
}

/** The TDS register's own parameters for the same period (`?fy=2026-27&month=2026-11` or `&quarter=3`). */
export function tdsRegisterParams(period: ReportPeriod): Record<string, string> {
  const fy = fyName(financialYearOf(period.from).startYear);
  return period.kind === 'month' ? { fy, month: period.slug } : { fy, quarter: period.slug.slice(-1) };
}
