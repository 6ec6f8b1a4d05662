import { API_BASE } from '#web/lib/api-client';
import { periodAddress, tdsRegisterParams, type ReportPeriod } from './report-periods';

/*
 * What the accountant downloads for a period (issue 40): each file's API address with the period's
 * parameters (a month or quarter for GSTR-1, its first and last day for the registers and Tally),
 * the name to save it under if the server gives none, and what it is for.
 */

export type ReportDownloadId = 'gstr1-json' | 'gstr1-csv' | 'sales-register' | 'receipts-register' | 'tally' | 'tds';

export interface ReportDownload {
  id: ReportDownloadId;
  title: string;
  /** What the file is, in a sentence ("the sales register"): its link's name says it with the period. */
  name: string;
  /** What the accountant does with it. */
  purpose: string;
  /** The file's kind, as the link says it ("JSON", "ZIP of CSV files"). */
  format: string;
  /** The API's address, `/api/reports/...?...`. */
  href: string;
  /** The name to save it under when the answer names none. */
  fallbackName: string;
}

function address(path: string, params: Record<string, string>): string {
  return `${API_BASE}${path}?${new URLSearchParams(params).toString()}`;
}

/** The TDS register's CSV asks for a quarter of a year, or a month alone (which names its year). */
function tdsCsvParams(period: ReportPeriod): Record<string, string> {
  const { fy, quarter, month } = tdsRegisterParams(period);
  return period.kind === 'month'
    ? { month: month ?? '', format: 'csv' }
    : { fy: fy ?? '', quarter: quarter ?? '', format: 'csv' };
}

/** The period's downloads, in the order the accountant uses them: file the return, then post the books. */
export function reportDownloads(period: ReportPeriod): ReportDownload[] {
  const range = { from: period.from, to: period.to };
  const slug = period.slug;
  return [
    {
      id: 'gstr1-json',
      name: 'the GSTR-1 return',
      title: 'GSTR-1 (JSON)',
      purpose: 'Upload it on the GST portal (Returns → GSTR-1 → Prepare offline → Upload) to file the return.',
      format: 'JSON',
      href: address('/reports/gstr1', periodAddress(period)),
      fallbackName: `gstr1-${slug}.json`,
    },
    {
      id: 'gstr1-csv',
      name: 'the GSTR-1 return’s CSV files',
      title: 'GSTR-1 (CSV files)',
      purpose:
        'The same return as one CSV per section, in the layout of the GST offline tool, to check or import there.',
      format: 'ZIP of CSV files',
      href: address('/reports/gstr1', { ...periodAddress(period), format: 'csv' }),
      fallbackName: `gstr1-${slug}-csv.zip`,
    },
    {
      id: 'sales-register',
      name: 'the sales register',
      title: 'Sales register',
      purpose:
        'Every tax invoice and credit note dated in the period: number, date, party, GSTIN, place of supply, taxable value and each tax. Its totals match the GSTR-1.',
      format: 'CSV',
      href: address('/reports/sales-register', range),
      fallbackName: `sales-register-${slug}.csv`,
    },
    {
      id: 'receipts-register',
      name: 'the receipts register',
      title: 'Receipts register',
      purpose: 'Every receipt and refund voucher of the period, with the advances received before their invoice.',
      format: 'CSV',
      href: address('/reports/receipts-register', range),
      fallbackName: `receipts-register-${slug}.csv`,
    },
    {
      id: 'tally',
      name: 'the Tally vouchers',
      title: 'Tally vouchers',
      purpose:
        'Sales, receipt and credit note vouchers to import into Tally (Import → Vouchers), posted to the ledgers named in Settings → Tally ledgers.',
      format: 'XML',
      href: address('/reports/tally.xml', range),
      fallbackName: `tally-${slug}.xml`,
    },
    {
      id: 'tds',
      name: 'the TDS register',
      title: 'TDS register of payouts',
      purpose:
        'Tax deducted from the artists’ payouts in the period, for the TDS challans and the quarterly statement (26Q).',
      format: 'CSV',
      href: address('/reports/tds', tdsCsvParams(period)),
      fallbackName: `tds-register-${slug}.csv`,
    },
  ];
}
