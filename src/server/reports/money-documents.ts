import { sql, sum, type AnyColumn, type SQL } from 'drizzle-orm';
import type { MoneyDocumentKind, MoneyDocumentState } from '#shared/schemas/money-documents';
import type { MoneyDocument, MoneyDocumentTotals } from '#shared/schemas/money-documents-responses';
import type { Db } from '#server/db/client';
import { bookings } from '#server/bookings/bookings-tables';
import { creditNotes, payments, refunds } from '#server/billing/billing-tables';
import type { TaxDocumentKind } from '#server/billing/tax-document';
import type { ReportDocument } from './report-documents.js';
import { reportDocuments, type DayRange, type ReportKinds } from './report-documents-query.js';

/*
 * The Payments and Invoices lists (issue 41): the documents of a span as the reports domain's one
 * reader gives them (report-documents-query.ts, as issued), with what the record does not carry
 * read here beside it, a handful of set-based queries whatever the count: each booking's inquiry
 * (to open it), what was paid and refunded on it (a receipt's state) and what each invoice has been
 * credited (an invoice's state, by every credit note to date, whatever the span).
 */

const KIND_OF: Record<TaxDocumentKind, MoneyDocumentKind> = {
  receipt_voucher: 'receipt',
  refund_voucher: 'refund',
  tax_invoice: 'invoice',
  credit_note: 'credit_note',
};

/** Each kind's PDF, served by billing (billing-routes.ts); a refund's voucher shares the receipt's route. */
const PDF_OF: Record<MoneyDocumentKind, (id: string) => string> = {
  receipt: (id) => `/api/vouchers/${id}/pdf`,
  refund: (id) => `/api/vouchers/${id}/pdf`,
  invoice: (id) => `/api/invoices/${id}/pdf`,
  credit_note: (id) => `/api/credit-notes/${id}/pdf`,
};

/** Only the half of the documents the kinds need is read (a Payments list never loads an invoice). */
function reportKindsOf(kinds: readonly MoneyDocumentKind[]): ReportKinds {
  const receipts = kinds.some((kind) => kind === 'receipt' || kind === 'refund');
  const sales = kinds.some((kind) => kind === 'invoice' || kind === 'credit_note');
  return receipts && sales ? 'all' : receipts ? 'receipts' : 'sales';
}

/** One array parameter, however many ids. */
function uuidArray(ids: Iterable<string>): SQL {
  return sql`${`{${[...ids].join(',')}}`}::uuid[]`;
}

const paiseSum = (column: SQL | AnyColumn) => sql<number>`coalesce(${sum(column)}, 0)::bigint`;

/** What a row needs beside its record: its booking's inquiry, and what became of its money since. */
interface Since {
  inquiryOf: Map<string, string>;
  /** By booking: what its payments settled (amount with TDS) and what was refunded on it. */
  paidOf: Map<string, number>;
  refundedOf: Map<string, number>;
  /** By invoice: the total of its credit notes to date. */
  creditedOf: Map<string, number>;
}

async function sinceOf(db: Db, records: ReportDocument[]): Promise<Since> {
  const bookingIds = new Set(records.map((record) => record.bookingId));
  const receiptBookings = new Set(records.filter((r) => r.kind === 'receipt_voucher').map((r) => r.bookingId));
  const invoiceIds = records.filter((record) => record.kind === 'tax_invoice').map((record) => record.id);
  if (bookingIds.size === 0)
    return { inquiryOf: new Map(), paidOf: new Map(), refundedOf: new Map(), creditedOf: new Map() };
  const [inquiryRows, paidRows, refundedRows, creditedRows] = await Promise.all([
    db
      .select({ bookingId: bookings.id, inquiryId: bookings.inquiryId })
      .from(bookings)
      .where(sql`${bookings.id} = any(${uuidArray(bookingIds)})`),
    receiptBookings.size === 0
      ? []
      : db
          .select({
            bookingId: payments.bookingId,
            paise: paiseSum(sql`${payments.amountPaise} + ${payments.tdsPaise}`),
          })
          .from(payments)
          .where(sql`${payments.bookingId} = any(${uuidArray(receiptBookings)})`)
          .groupBy(payments.bookingId),
    receiptBookings.size === 0
      ? []
      : db
          .select({ bookingId: refunds.bookingId, paise: paiseSum(refunds.amountPaise) })
          .from(refunds)
          .where(sql`${refunds.bookingId} = any(${uuidArray(receiptBookings)})`)
          .groupBy(refunds.bookingId),
    invoiceIds.length === 0
      ? []
      : db
          .select({ invoiceId: creditNotes.invoiceId, paise: paiseSum(creditNotes.totalPaise) })
          .from(creditNotes)
          .where(sql`${creditNotes.invoiceId} = any(${uuidArray(invoiceIds)})`)
          .groupBy(creditNotes.invoiceId),
  ]);
  return {
    inquiryOf: new Map(inquiryRows.map((row) => [row.bookingId, row.inquiryId])),
    paidOf: new Map(paidRows.map((row) => [row.bookingId, Number(row.paise)])),
    refundedOf: new Map(refundedRows.map((row) => [row.bookingId, Number(row.paise)])),
    creditedOf: new Map(creditedRows.map((row) => [row.invoiceId, Number(row.paise)])),
  };
}

function stateOf(record: ReportDocument, since: Since): MoneyDocumentState {
  switch (record.kind) {
    case 'receipt_voucher': {
      const refunded = since.refundedOf.get(record.bookingId) ?? 0;
      if (refunded === 0) return 'received';
      return refunded >= (since.paidOf.get(record.bookingId) ?? 0) ? 'refunded' : 'refunded_in_part';
    }
    case 'refund_voucher':
      return 'paid';
    case 'tax_invoice': {
      const credited = since.creditedOf.get(record.id) ?? 0;
      if (credited === 0) return 'issued';
      return credited >= record.totalPaise ? 'credited' : 'credited_in_part';
    }
    case 'credit_note':
      return 'issued';
  }
}

function rowOf(record: ReportDocument, since: Since): MoneyDocument {
  const kind = KIND_OF[record.kind];
  const { taxablePaise, cgstPaise, sgstPaise, igstPaise, reimbursementPaise } = record.amounts;
  return {
    _id: record.id,
    kind,
    number: record.number,
    date: record.date,
    party: { name: record.party.name, gstin: record.party.gstin },
    taxablePaise,
    taxPaise: cgstPaise + sgstPaise + igstPaise,
    reimbursementPaise,
    totalPaise: record.totalPaise,
    tdsPaise: record.tdsPaise,
    state: stateOf(record, since),
    invoiceNumber: record.invoice?.number ?? '',
    booking: {
      _id: record.bookingId,
      number: record.bookingReference,
      inquiryId: since.inquiryOf.get(record.bookingId) ?? '',
    },
    pdf: PDF_OF[kind](record.id),
  };
}

/** Whether `q` (any case) is in the document's number, its party's name or GSTIN, or its booking's number. */
function matches(row: MoneyDocument, q: string): boolean {
  if (q === '') return true;
  const needle = q.toLowerCase();
  return [row.number, row.party.name, row.party.gstin, row.booking.number].some((text) =>
    text.toLowerCase().includes(needle),
  );
}

/** Refunds and credit notes give money back: they count against the others. */
const signOf = (kind: MoneyDocumentKind) => (kind === 'refund' || kind === 'credit_note' ? -1 : 1);

export function moneyDocumentTotals(rows: MoneyDocument[]): MoneyDocumentTotals {
  const totals: MoneyDocumentTotals = {
    count: rows.length,
    taxablePaise: 0,
    taxPaise: 0,
    reimbursementPaise: 0,
    totalPaise: 0,
    receivedPaise: 0,
    refundedPaise: 0,
    netReceivedPaise: 0,
    invoicedPaise: 0,
    creditedPaise: 0,
    netInvoicedPaise: 0,
  };
  for (const row of rows) {
    const sign = signOf(row.kind);
    totals.taxablePaise += sign * row.taxablePaise;
    totals.taxPaise += sign * row.taxPaise;
    totals.reimbursementPaise += sign * row.reimbursementPaise;
    totals.totalPaise += sign * row.totalPaise;
    if (row.kind === 'receipt') totals.receivedPaise += row.totalPaise;
    if (row.kind === 'refund') totals.refundedPaise += row.totalPaise;
    if (row.kind === 'invoice') totals.invoicedPaise += row.totalPaise;
    if (row.kind === 'credit_note') totals.creditedPaise += row.totalPaise;
  }
  totals.netReceivedPaise = totals.receivedPaise - totals.refundedPaise;
  totals.netInvoicedPaise = totals.invoicedPaise - totals.creditedPaise;
  return totals;
}

export interface MoneyDocumentsAsked {
  kinds: readonly MoneyDocumentKind[];
  range: DayRange;
  q: string;
  limit: number;
  offset: number;
}

/**
 * The documents of `kinds` dated in `range`, newest first (the reader's order turned round), those
 * matching `q`; the page asked for, how many match and their totals. A year of documents is read
 * whole and cut here: the totals need every row, and the reader owns the reading.
 */
export async function moneyDocuments(
  db: Db,
  { kinds, range, q, limit, offset }: MoneyDocumentsAsked,
): Promise<{ rows: MoneyDocument[]; total: number; totals: MoneyDocumentTotals }> {
  const records = (await reportDocuments(db, range, reportKindsOf(kinds))).filter((record) =>
    kinds.includes(KIND_OF[record.kind]),
  );
  const since = await sinceOf(db, records);
  const rows = records
    .map((record) => rowOf(record, since))
    .filter((row) => matches(row, q))
    .reverse();
  return { rows: rows.slice(offset, offset + limit), total: rows.length, totals: moneyDocumentTotals(rows) };
}
