import { stringify } from 'csv-stringify/sync';
import { TAX_DOCUMENT_TITLES } from '#server/billing/tax-document';
import { neutraliseFormula } from '#server/inquiries/inquiries-csv';
import { portalDate, rupeesText } from './amounts.js';
import type { ReportDocument } from './report-documents.js';

/*
 * The sales register (tax invoices and credit notes) and the receipts register (receipt and
 * refund vouchers) of issue 40, as CSV: one row per document as issued, oldest first, then a
 * totals row. What takes money back (a credit note, a refund) is negative, so each column's total
 * is the period's net; the sales register's totals are the GSTR-1 return's to the paisa (its
 * taxable value and each tax, Tables 4 to 9 net of the credit notes). The caller passes the
 * period's documents.
 */

export interface RegisterRow {
  kind: ReportDocument['kind'];
  /** `TAX INVOICE`, `CREDIT NOTE`, `RECEIPT VOUCHER`, `REFUND VOUCHER`. */
  documentType: string;
  number: string;
  /** `DD-MM-YYYY`. */
  date: string;
  party: string;
  gstin: string;
  placeOfSupply: string;
  /** The document's SACs, `998596; 999631`. */
  sacs: string;
  /** Signed: a credit note's and a refund's amounts are negative. */
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  reimbursementPaise: number;
  totalPaise: number;
  mode: string;
  reference: string;
  tdsPaise: number;
  /** A credit note's invoice number; '' otherwise. */
  againstInvoice: string;
  bookingReference: string;
}

export interface RegisterTotals {
  count: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  reimbursementPaise: number;
  totalPaise: number;
  tdsPaise: number;
}

function byDateThenNumber(a: ReportDocument, b: ReportDocument): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  return a.number < b.number ? -1 : a.number > b.number ? 1 : 0;
}

function rowOf(document: ReportDocument, sign: 1 | -1): RegisterRow {
  const { taxablePaise, cgstPaise, sgstPaise, igstPaise, reimbursementPaise } = document.amounts;
  return {
    kind: document.kind,
    documentType: TAX_DOCUMENT_TITLES[document.kind],
    number: document.number,
    date: portalDate(document.date),
    party: document.party.name,
    gstin: document.party.gstin,
    placeOfSupply: document.placeOfSupply,
    sacs: [...new Set(document.lines.map((line) => line.sac))].join('; '),
    taxablePaise: sign * taxablePaise,
    cgstPaise: sign * cgstPaise,
    sgstPaise: sign * sgstPaise,
    igstPaise: sign * igstPaise,
    reimbursementPaise: sign * reimbursementPaise,
    totalPaise: sign * document.totalPaise,
    mode: document.mode,
    reference: document.reference,
    tdsPaise: sign * document.tdsPaise,
    againstInvoice: document.invoice?.number ?? '',
    bookingReference: document.bookingReference,
  };
}

/** Tax invoices and credit notes (negative), oldest first. */
export function salesRegisterRows(documents: ReportDocument[]): RegisterRow[] {
  return documents
    .filter((document) => document.kind === 'tax_invoice' || document.kind === 'credit_note')
    .sort(byDateThenNumber)
    .map((document) => rowOf(document, document.kind === 'credit_note' ? -1 : 1));
}

/** Receipt vouchers and refund vouchers (negative), oldest first. */
export function receiptsRegisterRows(documents: ReportDocument[]): RegisterRow[] {
  return documents
    .filter((document) => document.kind === 'receipt_voucher' || document.kind === 'refund_voucher')
    .sort(byDateThenNumber)
    .map((document) => rowOf(document, document.kind === 'refund_voucher' ? -1 : 1));
}

/** Each column's sum, in paise. */
export function registerTotals(rows: RegisterRow[]): RegisterTotals {
  const sum = (pick: (row: RegisterRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
  return {
    count: rows.length,
    taxablePaise: sum((row) => row.taxablePaise),
    cgstPaise: sum((row) => row.cgstPaise),
    sgstPaise: sum((row) => row.sgstPaise),
    igstPaise: sum((row) => row.igstPaise),
    reimbursementPaise: sum((row) => row.reimbursementPaise),
    totalPaise: sum((row) => row.totalPaise),
    tdsPaise: sum((row) => row.tdsPaise),
  };
}

/**
 * Amounts go to the writer as numbers of paise and come out as rupees with two decimals (a
 * negative one stays a number); every text cell is made safe from spreadsheet formulas.
 */
const CSV_OPTIONS = {
  cast: {
    string: (value: string) => neutraliseFormula(value),
    number: (paise: number) => rupeesText(paise),
  },
};

const COMMON_COLUMNS = [
  'Document type',
  'Number',
  'Date',
  'Party',
  'GSTIN',
  'Place of supply',
  'SAC',
  'Taxable value (INR)',
  'CGST (INR)',
  'SGST (INR)',
  'IGST (INR)',
  'Reimbursements (INR)',
  'Total (INR)',
];

type Cell = string | number;

function commonCells(row: RegisterRow): Cell[] {
  return [
    row.documentType,
    row.number,
    row.date,
    row.party,
    row.gstin,
    row.placeOfSupply,
    row.sacs,
    row.taxablePaise,
    row.cgstPaise,
    row.sgstPaise,
    row.igstPaise,
    row.reimbursementPaise,
    row.totalPaise,
  ];
}

function totalCells(totals: RegisterTotals): Cell[] {
  return [
    'Total',
    `${totals.count} ${totals.count === 1 ? 'document' : 'documents'}`,
    '',
    '',
    '',
    '',
    '',
    totals.taxablePaise,
    totals.cgstPaise,
    totals.sgstPaise,
    totals.igstPaise,
    totals.reimbursementPaise,
    totals.totalPaise,
  ];
}

/** The sales register as CSV: a row per invoice and credit note, then the totals. */
export function salesRegisterCsv(documents: ReportDocument[]): string {
  const rows = salesRegisterRows(documents);
  const cells: Cell[][] = [
    ...rows.map((row) => [...commonCells(row), row.againstInvoice, row.bookingReference]),
    [...totalCells(registerTotals(rows)), '', ''],
  ];
  return stringify(cells, { ...CSV_OPTIONS, header: true, columns: [...COMMON_COLUMNS, 'Against invoice', 'Booking'] });
}

/** The receipts register as CSV: a row per receipt and refund voucher, then the totals. */
export function receiptsRegisterCsv(documents: ReportDocument[]): string {
  const rows = receiptsRegisterRows(documents);
  const totals = registerTotals(rows);
  const cells: Cell[][] = [
    ...rows.map((row) => [...commonCells(row), row.mode, row.reference, row.tdsPaise, row.bookingReference]),
    [...totalCells(totals), '', '', totals.tdsPaise, ''],
  ];
  return stringify(cells, {
    ...CSV_OPTIONS,
    header: true,
    columns: [...COMMON_COLUMNS, 'Mode', 'Reference', 'TDS (INR)', 'Booking'],
  });
}
