import { stringify } from 'csv-stringify/sync';
import type { Statement } from '#shared/schemas/payouts-responses';
import { neutraliseFormula } from '#server/inquiries/inquiries-csv';
import { getBusinessDetails } from '#server/site/business-details';
import type { Db } from '#server/db/client';
import { csvRupees } from './tds-register.js';

/*
 * A financial-year statement as files (issue 39): the CSV and the PDF a talent user downloads
 * (`GET /api/talent/statement?fy=&format=csv|pdf`, wired by the talent side).
 */

/** The statement's file name: `statement-2026-27.csv` / `.pdf`. */
export function statementFileName(statement: Pick<Statement, 'financialYear'>, format: 'csv' | 'pdf'): string {
  return `statement-${statement.financialYear}.${format}`;
}

/** One row per payout, by payee, then each payee's total and the statement's; cells formula-safe. */
export function statementCsv(statement: Statement): string {
  const rows: string[][] = [];
  for (const payee of statement.payees) {
    for (const row of payee.rows) {
      rows.push([
        payee.payeeLegalName,
        payee.pan,
        row.voucherNumber,
        row.date,
        row.bookingNumber,
        row.celebrityName,
        row.sectionLabel,
        csvRupees(row.grossPaise),
        csvRupees(row.tdsPaise),
        csvRupees(row.netPaise),
        row.reference,
      ]);
    }
    rows.push([
      payee.payeeLegalName,
      payee.pan,
      `Total ${statement.financialYear}`,
      '',
      '',
      '',
      '',
      csvRupees(payee.totals.grossPaise),
      csvRupees(payee.totals.tdsPaise),
      csvRupees(payee.totals.netPaise),
      '',
    ]);
  }
  return stringify(rows, {
    header: true,
    columns: [
      'Payee',
      'PAN',
      'Voucher',
      'Date',
      'Booking',
      'Celebrity',
      'Section',
      'Gross (INR)',
      'TDS (INR)',
      'Net paid (INR)',
      'Reference',
    ],
    cast: { string: (value: string) => neutraliseFormula(value) },
  });
}

/** The statement as an A4 PDF through the documents' kit, the agency as it is now at the top. */
export async function statementPdf(db: Db, statement: Statement): Promise<Buffer> {
  // Loaded on the first PDF only (decision 0017).
  const { renderStatementPdf } = await import('./pdf/statement-render.js');
  return renderStatementPdf(statement, await getBusinessDetails(db));
}
