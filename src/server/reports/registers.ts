import type { ReportDocument } from './report-documents.js';

/*
 * The sales register (tax invoices and credit notes) and the receipts register (receipt and
 * refund vouchers) of issue 40, as CSV: one row per document, then a totals row.
 */

export interface RegisterRow {
  kind: ReportDocument['kind'];
  documentType: string;
  number: string;
  /** `DD-MM-YYYY`. */
  date: string;
  party: string;
  gstin: string;
  placeOfSupply: string;
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

export function salesRegisterRows(documents: ReportDocument[]): RegisterRow[] {
  void documents;
  return [];
}

export function receiptsRegisterRows(documents: ReportDocument[]): RegisterRow[] {
  void documents;
  return [];
}

export function registerTotals(rows: RegisterRow[]): RegisterTotals {
  return {
    count: rows.length,
    taxablePaise: 0,
    cgstPaise: 0,
    sgstPaise: 0,
    igstPaise: 0,
    reimbursementPaise: 0,
    totalPaise: 0,
    tdsPaise: 0,
  };
}

export function salesRegisterCsv(documents: ReportDocument[]): string {
  void documents;
  return '';
}

export function receiptsRegisterCsv(documents: ReportDocument[]): string {
  void documents;
  return '';
}
