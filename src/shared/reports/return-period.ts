/*
 * The period a GST return or a register is asked for (issue 40), in India's calendar: a month
 * (`2026-11`) or a quarter of a financial year (`2026-27-Q3`, October to December 2026). A
 * quarter's return is filed under its last month (`fp` 122026), as the QRMP scheme files it.
 */
import { MONTH_NAMES } from '../format.js';

export interface ReturnPeriod {
  /** First day, `YYYY-MM-DD`. */
  from: string;
  /** Last day, `YYYY-MM-DD`. */
  to: string;
  /** The return's period as the portal writes it: `MMYYYY` of the (last) month. */
  fp: string;
  /** `November 2026`, `Q3 2026-27 (October to December 2026)`. */
  label: string;
  /** For file names: `2026-11`, `2026-27-Q3`. */
  slug: string;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const QUARTER = /^(\d{4})-(\d{2})-Q([1-4])$/;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** The last day of a month (1-12) of a year. */
function lastDayOf(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** `2026-11` as a period; null when it is not a month. */
export function monthPeriod(text: string): ReturnPeriod | null {
  const match = MONTH.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  return {
    from: `${year}-${pad(month)}-01`,
    to: `${year}-${pad(month)}-${pad(lastDayOf(year, month))}`,
    fp: `${pad(month)}${year}`,
    label: `${MONTH_NAMES[month - 1]} ${year}`,
    slug: text,
  };
}

/** `2026-27-Q3` as a period; null when it is not a quarter of a financial year. */
export function quarterPeriod(text: string): ReturnPeriod | null {
  const match = QUARTER.exec(text);
  if (!match) return null;
  const startYear = Number(match[1]);
  if ((startYear + 1) % 100 !== Number(match[2])) return null;
  const quarter = Number(match[3]);
  // Q1 April-June, Q2 July-September, Q3 October-December (all of the start year), Q4 January-March.
  const firstMonth = (((quarter - 1) * 3 + 3) % 12) + 1;
  const year = quarter === 4 ? startYear + 1 : startYear;
  const lastMonth = firstMonth + 2;
  return {
    from: `${year}-${pad(firstMonth)}-01`,
    to: `${year}-${pad(lastMonth)}-${pad(lastDayOf(year, lastMonth))}`,
    fp: `${pad(lastMonth)}${year}`,
    label: `Q${quarter} ${text.slice(0, 7)} (${MONTH_NAMES[firstMonth - 1]} to ${MONTH_NAMES[lastMonth - 1]} ${year})`,
    slug: text,
  };
}
