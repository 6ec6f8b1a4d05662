import { PAYMENT_MODE_LABELS } from '#shared/constants/billing';
import { splitTotal } from '#shared/gst/amount-split';
import type { Ledgers } from '#shared/schemas/reports';
import type { TaxDocumentKind } from '#server/billing/tax-document';
import type { ReportDocument } from '#server/reports/report-documents';

/*
 * The Tally vouchers of a period's GST documents (issue 40, decision 0040), as plain records
 * before they are written as XML: one voucher per document, each line a ledger and a signed
 * amount in paise (negative for a debit, positive for a credit, as Tally's import writes them),
 * so that a voucher balances exactly when its lines add up to 0. Amounts are the document's as
 * issued; nothing is recomputed.
 */

/** Tally's own voucher types, which every company has. */
export type TallyVoucherType = 'Sales' | 'Receipt' | 'Credit Note' | 'Payment';

export interface TallyLine {
  ledger: string;
  /** Negative for a debit, positive for a credit (Tally's sign for AMOUNT). */
  paise: number;
  /** The customers' ledger (the voucher's party). */
  party: boolean;
}

export interface TallyVoucher {
  type: TallyVoucherType;
  /** `YYYY-MM-DD`, the document's date in India's calendar. */
  date: string;
  number: string;
  narration: string;
  lines: TallyLine[];
}

const VOUCHER_TYPES: Record<TaxDocumentKind, TallyVoucherType> = {
  tax_invoice: 'Sales',
  receipt_voucher: 'Receipt',
  credit_note: 'Credit Note',
  refund_voucher: 'Payment',
};

const DOCUMENT_NAMES: Record<TaxDocumentKind, string> = {
  tax_invoice: 'Tax invoice',
  receipt_voucher: 'Receipt voucher',
  credit_note: 'Credit note',
  refund_voucher: 'Refund voucher',
};

/** The accountant's clues: the booking, who the party is (one customers' ledger holds them all), the document. */
function narrationOf(document: ReportDocument): string {
  const party = document.party.gstin ? `${document.party.name} (GSTIN ${document.party.gstin})` : document.party.name;
  const parts = [`Booking ${document.bookingReference}`, party, `${DOCUMENT_NAMES[document.kind]} ${document.number}`];
  if (document.invoice) parts.push(`against invoice ${document.invoice.number} of ${document.invoice.date}`);
  if (document.mode) {
    const mode = (PAYMENT_MODE_LABELS as Partial<Record<string, string>>)[document.mode] ?? document.mode;
    parts.push(document.reference ? `by ${mode}, reference ${document.reference}` : `by ${mode}`);
  }
  return parts.join('; ');
}

const debit = (ledger: string, paise: number, party = false): TallyLine => ({ ledger, paise: -paise, party });
const credit = (ledger: string, paise: number, party = false): TallyLine => ({ ledger, paise, party });

/** The document's parts as lines on one side (credits for a sale, debits for a credit note). */
function splitLines(document: ReportDocument, ledgers: Ledgers, side: typeof debit): TallyLine[] {
  const { amounts } = document;
  return [
    side(ledgers.sales, amounts.taxablePaise),
    side(ledgers.cgst, amounts.cgstPaise),
    side(ledgers.sgst, amounts.sgstPaise),
    side(ledgers.igst, amounts.igstPaise),
    side(ledgers.reimbursements, amounts.reimbursementPaise),
  ];
}

/**
 * An invoice's or credit note's parts must add up to its total: a document that does not is a
 * fault in the documents, and a voucher that hid it (balanced on the parts, or on the total)
 * would put wrong figures in the books without a word.
 */
function checkedTotal(document: ReportDocument): number {
  const parts = splitTotal(document.amounts);
  if (parts !== document.totalPaise) {
    throw new Error(`${document.number}: its parts come to ${parts} paise, its total to ${document.totalPaise}`);
  }
  return document.totalPaise;
}

function linesOf(document: ReportDocument, ledgers: Ledgers): TallyLine[] {
  switch (document.kind) {
    // Dr the customer the invoice's total; Cr the sale, each tax and the reimbursements.
    case 'tax_invoice':
      return [debit(ledgers.party, checkedTotal(document), true), ...splitLines(document, ledgers, credit)];
    // The mirror of the sale it reduces.
    case 'credit_note':
      return [...splitLines(document, ledgers, debit), credit(ledgers.party, checkedTotal(document), true)];
    // A receipt voucher's total is what the payment settles: the money in the bank and the tax
    // the customer deducted at source (a claim on the income tax department), together.
    case 'receipt_voucher':
      return [
        debit(ledgers.bank, document.totalPaise - document.tdsPaise),
        debit(ledgers.tdsReceivable, document.tdsPaise),
        credit(ledgers.party, document.totalPaise, true),
      ];
    // The advance paid back from the bank.
    case 'refund_voucher':
      return [debit(ledgers.party, document.totalPaise, true), credit(ledgers.bank, document.totalPaise)];
  }
}

/** The voucher of one document; its zero lines left out. */
export function tallyVoucher(document: ReportDocument, ledgers: Ledgers): TallyVoucher {
  return {
    type: VOUCHER_TYPES[document.kind],
    date: document.date,
    number: document.number,
    narration: narrationOf(document),
    lines: linesOf(document, ledgers).filter((line) => line.paise !== 0),
  };
}

/** The vouchers of the documents, in their order; a document of nothing at all makes none (Tally refuses an empty voucher). */
export function tallyVouchers(documents: readonly ReportDocument[], ledgers: Ledgers): TallyVoucher[] {
  return documents.map((document) => tallyVoucher(document, ledgers)).filter((voucher) => voucher.lines.length > 0);
}
