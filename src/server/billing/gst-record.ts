import type { AmountSplit } from '#shared/gst/amount-split';
import type { TaxDocumentKind } from './tax-document.js';

/*
 * Every GST document billing issues, as one flat record (issue 40): what the document says as
 * issued (an invoice's or credit note's stored `document`; a voucher's made from its payment or
 * refund and the booking's sale, which never change). Billing writes each record when it issues
 * the document (gst-records.ts, table `gst_documents`); the accountant's pack reads them
 * (reports/report-documents-query.ts) and builds the GSTR-1 return, the registers and the Tally
 * vouchers from them by pure functions.
 */

/** A taxed line as the document prints it: its SAC and its taxable value (reimbursements apart). */
export interface ReportLine {
  sac: string;
  amountPaise: number;
}

export interface ReportDocument {
  kind: TaxDocumentKind;
  /** The row's id (payment, refund, invoice or credit note). */
  id: string;
  /** `SLT/I/26-27/0001`. */
  number: string;
  /** The document's date, `YYYY-MM-DD` in India's calendar. */
  date: string;
  bookingId: string;
  /** The booking's reference, for narrations (`SLT-2026-0042`). */
  bookingReference: string;
  party: { name: string; gstin: string; state: string };
  /** The place of supply as the document names it (`Maharashtra`), '' when not settled. */
  placeOfSupply: string;
  supply: 'intra-state' | 'inter-state';
  /** 1800 for 18%; 0 with an exemption reason for an exempt supply. */
  gstBasisPoints: number;
  exemptionReason: string;
  reverseCharge: boolean;
  /** Taxable value, each tax and the reimbursements (at cost, outside the taxable value). */
  amounts: AmountSplit;
  /** What the document totals (taxable + taxes + reimbursements). */
  totalPaise: number;
  /** Taxed lines with their SAC (an invoice's; a voucher's or credit note's single line). */
  lines: ReportLine[];
  /** A credit note's invoice: its number, date and value, and whether it went to a registered party. */
  invoice: { number: string; date: string; totalPaise: number } | null;
  /**
   * For a receipt or refund voucher: the date of the booking's tax invoice when one was issued
   * after this voucher was recorded (the advance it adjusts); null when the booking has none yet,
   * or when the voucher came after the invoice (then it is not an advance: `advance` false).
   */
  invoicedOn: string | null;
  /** A voucher recorded before its booking's invoice (or on a booking without one). */
  advance: boolean;
  /** A receipt's or refund's mode and reference (`upi`, `UTR…`), '' for invoices and credit notes. */
  mode: string;
  reference: string;
  /** Tax the customer deducted at source on a receipt (it settles that much too). */
  tdsPaise: number;
}

/**
 * What billing writes when it issues a document: the record without what only later documents
 * decide (whether a voucher was an advance, and the invoice that adjusted it), and when its row
 * was written.
 */
export type IssuedGstRecord = Omit<ReportDocument, 'advance' | 'invoicedOn'> & { issuedAt: Date };
