import { z } from 'zod';
import { monthPeriod, quarterPeriod, type ReturnPeriod } from '../reports/return-period.js';
import { calendarDay } from './calendar.js';
import { singleLineText } from './text.js';

/*
 * The accountant's pack (issue 40): the GSTR-1 return's period, the registers' and Tally's date
 * ranges, and the Tally ledger names set once in Settings.
 */

export const REPORT_MESSAGES = {
  periodMissing: 'Give a month (period=2026-11) or a quarter (quarter=2026-27-Q3)',
  periodBoth: 'Ask for a month or a quarter, not both',
  month: 'A month is written 2026-11',
  quarter: 'A quarter is written 2026-27-Q3',
  rangeOrder: 'The range ends before it starts',
  rangeLength: 'Ask for at most a year at a time',
} as const;

/** `GET /api/reports/gstr1?period=2026-11` or `?quarter=2026-27-Q3`, `&format=csv` for the zip. */
export const gstr1QuerySchema = z
  .object({
    period: z.string().optional(),
    quarter: z.string().optional(),
    format: z.enum(['json', 'csv']).default('json'),
  })
  .superRefine((query, context) => {
    if (query.period === undefined && query.quarter === undefined) {
      context.addIssue({ code: 'custom', path: ['period'], message: REPORT_MESSAGES.periodMissing });
    } else if (query.period !== undefined && query.quarter !== undefined) {
      context.addIssue({ code: 'custom', path: ['period'], message: REPORT_MESSAGES.periodBoth });
    } else if (query.period !== undefined && monthPeriod(query.period) === null) {
      context.addIssue({ code: 'custom', path: ['period'], message: REPORT_MESSAGES.month });
    } else if (query.quarter !== undefined && quarterPeriod(query.quarter) === null) {
      context.addIssue({ code: 'custom', path: ['quarter'], message: REPORT_MESSAGES.quarter });
    }
  })
  .transform((query) => ({
    format: query.format,
    period: (query.period !== undefined
      ? monthPeriod(query.period)
      : quarterPeriod(query.quarter ?? '')) as ReturnPeriod,
  }));
export type Gstr1Query = z.input<typeof gstr1QuerySchema>;

/** Days from `from` to `to`, both included. */
function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
}

/** `?from=2026-11-01&to=2026-11-30` (India's days, both included; at most 366 days). */
export const reportRangeQuerySchema = z
  .object({ from: calendarDay('From'), to: calendarDay('To') })
  .refine((range) => range.from <= range.to, { path: ['to'], message: REPORT_MESSAGES.rangeOrder })
  .refine((range) => daysBetween(range.from, range.to) <= 366, { path: ['to'], message: REPORT_MESSAGES.rangeLength });
export type ReportRangeQuery = z.input<typeof reportRangeQuerySchema>;

/** The Tally ledgers a voucher posts to, named as they are in the agency's Tally company. */
export const LEDGER_FIELDS = [
  'party',
  'sales',
  'cgst',
  'sgst',
  'igst',
  'reimbursements',
  'bank',
  'tdsReceivable',
] as const;
export type LedgerField = (typeof LEDGER_FIELDS)[number];

export const LEDGER_LABELS: Record<LedgerField, string> = {
  party: 'Customers (party ledger)',
  sales: 'Sales',
  cgst: 'Output CGST',
  sgst: 'Output SGST',
  igst: 'Output IGST',
  reimbursements: 'Reimbursements (pure agent)',
  bank: 'Bank',
  tdsReceivable: 'TDS receivable',
};

export const DEFAULT_LEDGERS: Record<LedgerField, string> = {
  party: 'Sundry Debtors - Bookings',
  sales: 'Sales - Celebrity Services',
  cgst: 'Output CGST',
  sgst: 'Output SGST',
  igst: 'Output IGST',
  reimbursements: 'Reimbursements Recoverable',
  bank: 'Bank Account',
  tdsReceivable: 'TDS Receivable',
};

const ledgerName = singleLineText('A ledger name', 100);

/** `PUT /api/site/ledgers`: every ledger named. */
export const ledgersSchema = z.object(
  Object.fromEntries(LEDGER_FIELDS.map((field) => [field, ledgerName])) as Record<LedgerField, typeof ledgerName>,
);
export type Ledgers = z.infer<typeof ledgersSchema>;
