import type { ReportDocument } from '#server/reports/report-documents';
import type { ReturnPeriod } from '#shared/reports/return-period';
import { isB2clInvoice } from './b2cl-limit.js';
import { placeOfSupplyCode } from './place-of-supply.js';

/*
 * Where each document of a period goes in GSTR-1 (decision 0039). One pass decides a document's
 * table, its place of supply's code and whether it adds to that table or takes from it; every
 * section is then a plain sum of its entries, and the CSVs read the same entries' party names.
 */

export type Gstr1Table = 'b2b' | 'b2cl' | 'b2cs' | 'cdnr' | 'cdnur' | 'nil' | 'at' | 'txpd';

export interface Gstr1Entry {
  document: ReportDocument;
  table: Gstr1Table;
  /**
   * -1 where the document takes from its table's sums: a credit note on a B2CS or exempt supply
   * (those tables are reported net), and an earlier refund of an advance this period adjusts.
   */
  sign: 1 | -1;
  /** The place of supply's two-digit code. */
  pos: string;
  registered: boolean;
}

export function inPeriod(day: string, period: ReturnPeriod): boolean {
  return day >= period.from && day <= period.to;
}

function isNilOrExempt(document: ReportDocument): boolean {
  return document.gstBasisPoints === 0;
}

/** The table of an invoice or credit note dated in the period. */
function saleTable(document: ReportDocument, registered: boolean): { table: Gstr1Table; sign: 1 | -1 } {
  const interState = document.supply === 'inter-state';
  if (document.kind === 'tax_invoice') {
    if (isNilOrExempt(document)) return { table: 'nil', sign: 1 };
    if (registered) return { table: 'b2b', sign: 1 };
    const b2cl = isB2clInvoice({ date: document.date, totalPaise: document.totalPaise, interState });
    return { table: b2cl ? 'b2cl' : 'b2cs', sign: 1 };
  }
  // A credit note.
  if (isNilOrExempt(document)) return { table: 'nil', sign: -1 };
  if (registered) return { table: 'cdnr', sign: 1 };
  const invoice = document.invoice;
  if (invoice && isB2clInvoice({ date: invoice.date, totalPaise: invoice.totalPaise, interState })) {
    return { table: 'cdnur', sign: 1 };
  }
  // On a B2CS invoice: Table 7 is reported net of its credit notes.
  return { table: 'b2cs', sign: -1 };
}

/**
 * A receipt or refund voucher's advance table, if any. Receipts of an advance dated in the period
 * go to Table 11A (`at`) unless the period also holds their invoice; earlier receipts whose
 * invoice falls in the period go to 11B (`txpd`). A refund of an advance is the advance given
 * back: in its own period it adjusts (11B) the tax declared on the advance, unless its invoice is
 * in the same period; in the period of a later invoice it takes from that invoice's adjustment,
 * since only what was kept is adjusted then.
 */
function advanceTable(document: ReportDocument, period: ReturnPeriod): { table: Gstr1Table; sign: 1 | -1 } | null {
  if (!document.advance || isNilOrExempt(document)) return null;
  const datedIn = inPeriod(document.date, period);
  const invoicedIn = document.invoicedOn !== null && inPeriod(document.invoicedOn, period);
  const earlier = document.date < period.from;
  const refund = document.kind === 'refund_voucher';
  if (datedIn && !invoicedIn) return refund ? { table: 'txpd', sign: 1 } : { table: 'at', sign: 1 };
  if (earlier && invoicedIn) return { table: 'txpd', sign: refund ? -1 : 1 };
  return null;
}

/** Every document's place in the return; documents with none (a payment against an invoice, another period's) are left out. */
export function classifyDocuments(
  agencyGstin: string,
  period: ReturnPeriod,
  documents: ReportDocument[],
): Gstr1Entry[] {
  const entries: Gstr1Entry[] = [];
  for (const document of documents) {
    const registered = document.party.gstin.trim() !== '';
    let place: { table: Gstr1Table; sign: 1 | -1 } | null = null;
    if (document.kind === 'tax_invoice' || document.kind === 'credit_note') {
      if (inPeriod(document.date, period)) place = saleTable(document, registered);
    } else {
      place = advanceTable(document, period);
    }
    if (!place) continue;
    entries.push({ document, ...place, pos: placeOfSupplyCode(document, agencyGstin), registered });
  }
  return entries;
}
