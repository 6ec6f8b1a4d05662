import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { splitLike } from '#shared/gst/amount-split';
import { gstStateName } from '#shared/gst/states';
import type { BookingSale } from '#shared/schemas/booking-responses';
import type { Db } from '#server/db/client';
import { bookings } from '#server/bookings/bookings-tables';
import { inquiries } from '#server/inquiry-life/inquiry-life-tables';
import { quoteLines, quotes } from '#server/quotes/quotes-tables';
import { creditNotes, gstDocuments, invoices, payments, refunds } from './billing-tables.js';
import { advanceSacOf, keepsRule50Since, supplyTermsOf, wholeSplitOf } from './billing-basis.js';
import { saleEnteredAt, saleOfQuoteRows, saleOfStored } from './booking-sale.js';
import type { IssuedGstRecord } from './gst-record.js';
import type { TaxDocument } from './tax-document.js';

/*
 * The GST record of each document billing issues (issue 40, decision 0041), written with the
 * document: the invoices and credit notes from their stored documents, the receipt and refund
 * vouchers made from their payments and refunds with the booking's sale as billing makes them
 * (billing-basis.ts, billing-documents.ts: the same functions, fed from joined rows), in a handful
 * of set-based queries whatever the count. `recordGstDocuments` writes the records of documents
 * just issued; `recordMissingGstDocuments` those of documents issued before the table existed
 * (or written by anything that bypassed billing), before a report reads a period.
 */

/**
 * A state as a record names it (`Maharashtra`): documents keep the code (`27`) and print the two
 * together; '' (a supply not yet settled, a party without a state) stays ''.
 */
export function stateNameOf(code: string): string {
  return code === '' ? '' : (gstStateName(code) ?? code);
}

/** One array parameter, however many ids (a list of thousands of parameters is slow to bind). */
function uuidArray(ids: readonly string[]): SQL {
  return sql`${`{${ids.join(',')}}`}::uuid[]`;
}

/**
 * These payments, thin: each booking's sale is read once per booking (`voucherBookingsOf`), not
 * repeated on each of its payments.
 */
function paymentRows(db: Db, ids: readonly string[]) {
  return db
    .select({
      id: payments.id,
      number: payments.receiptNumber,
      date: payments.receivedOn,
      amountPaise: payments.amountPaise,
      tdsPaise: payments.tdsPaise,
      mode: payments.mode,
      reference: payments.reference,
      createdAt: payments.createdAt,
      bookingId: payments.bookingId,
    })
    .from(payments)
    .where(sql`${payments.id} = any(${uuidArray(ids)})`);
}

/** These refunds, thin, as payments are. */
function refundRows(db: Db, ids: readonly string[]) {
  return db
    .select({
      id: refunds.id,
      number: refunds.voucherNumber,
      date: refunds.paidOn,
      amountPaise: refunds.amountPaise,
      mode: refunds.mode,
      reference: refunds.reference,
      createdAt: refunds.createdAt,
      bookingId: refunds.bookingId,
    })
    .from(refunds)
    .where(sql`${refunds.id} = any(${uuidArray(ids)})`);
}

type PaymentRow = Awaited<ReturnType<typeof paymentRows>>[number];
type RefundRow = Awaited<ReturnType<typeof refundRows>>[number];

/** What a voucher needs of its booking, its inquiry and its quote's tax columns, once a booking. */
function bookingRows(db: Db, bookingIds: string[]) {
  return db
    .select({
      bookingId: bookings.id,
      bookingNumber: bookings.number,
      quoteId: bookings.quoteId,
      // Only a booking without a quote reads its stored sale (saleOfStored, saleEnteredAt).
      sale: sql<unknown>`case when ${bookings.quoteId} is null then ${bookings.sale} end`,
      totalPaise: bookings.totalPaise,
      inquiryName: inquiries.name,
      eventLocation: inquiries.eventLocation,
      quote: {
        number: quotes.number,
        customer: quotes.customer,
        cancellationSlabs: quotes.cancellationSlabs,
        venueState: quotes.venueState,
        placeOfSupply: quotes.placeOfSupply,
        agencyState: quotes.agencyState,
        gstBasisPoints: quotes.gstBasisPoints,
        exemptionReason: quotes.exemptionReason,
        taxablePaise: quotes.taxablePaise,
        reimbursementPaise: quotes.reimbursementPaise,
        cgstPaise: quotes.cgstPaise,
        sgstPaise: quotes.sgstPaise,
        igstPaise: quotes.igstPaise,
        totalPaise: quotes.totalPaise,
      },
    })
    .from(bookings)
    .innerJoin(inquiries, eq(inquiries.id, bookings.inquiryId))
    .leftJoin(quotes, eq(quotes.id, bookings.quoteId))
    .where(sql`${bookings.id} = any(${uuidArray(bookingIds)})`);
}

/** The lines of these quotes, each quote's in their order: one query for them all. */
async function linesOfQuotes(db: Db, quoteIds: string[]): Promise<Map<string, BookingSale['lines']>> {
  const byQuote = new Map<string, BookingSale['lines']>();
  if (quoteIds.length === 0) return byQuote;
  const rows = await db
    .select({
      quoteId: quoteLines.quoteId,
      kind: quoteLines.kind,
      description: quoteLines.description,
      quantity: quoteLines.quantity,
      ratePaise: quoteLines.ratePaise,
      amountPaise: quoteLines.amountPaise,
      sac: quoteLines.sac,
      reimbursement: quoteLines.reimbursement,
    })
    .from(quoteLines)
    .where(sql`${quoteLines.quoteId} = any(${uuidArray(quoteIds)})`)
    .orderBy(asc(quoteLines.quoteId), asc(quoteLines.position));
  for (const { quoteId, ...line } of rows) {
    const lines = byQuote.get(quoteId);
    if (lines) lines.push(line);
    else byQuote.set(quoteId, [line]);
  }
  return byQuote;
}

/** A voucher's booking as its records read it: what it sold, and the terms and split that follow. */
interface VoucherBooking {
  bookingNumber: string;
  /** When its stored lines were entered (saleEnteredAt): a payment before then keeps Rule 50. */
  enteredAt: Date | null;
  /** Its sale's terms (the booking's sale, or none: Rule 50's). */
  ofSale: VoucherTerms;
  /** Rule 50's, for a payment that keeps it. */
  ofRule50: VoucherTerms;
}

/** What every voucher of a booking on one basis shares. */
interface VoucherTerms {
  party: IssuedGstRecord['party'];
  placeOfSupply: string;
  supply: IssuedGstRecord['supply'];
  gstBasisPoints: number;
  exemptionReason: string;
  whole: ReturnType<typeof wholeSplitOf>;
  sac: string;
}

function voucherTermsOf(sale: BookingSale | null, row: Awaited<ReturnType<typeof bookingRows>>[number]): VoucherTerms {
  const basis = { sale, booking: { totalPaise: row.totalPaise } };
  const terms = supplyTermsOf(sale, { name: row.inquiryName, eventLocation: row.eventLocation });
  return {
    party: { name: terms.recipient.name, gstin: terms.recipient.gstin, state: stateNameOf(terms.recipient.state) },
    placeOfSupply: stateNameOf(terms.placeOfSupply),
    supply: terms.supply,
    gstBasisPoints: terms.gstBasisPoints,
    exemptionReason: terms.exemptionReason,
    whole: wholeSplitOf(basis),
    sac: advanceSacOf(basis),
  };
}

/**
 * These bookings as their vouchers read them (their quote's sale, or their own stored lines),
 * read and derived once per booking however many vouchers it has; a booking billing a quote no
 * longer there has none, as billing reads it.
 */
async function voucherBookingsOf(db: Db, bookingIds: string[]): Promise<Map<string, VoucherBooking>> {
  const byId = new Map<string, VoucherBooking>();
  if (bookingIds.length === 0) return byId;
  const rows = await bookingRows(db, bookingIds);
  const quoteIds = rows.flatMap((row) => (row.quoteId && row.quote ? [row.quoteId] : []));
  const linesByQuote = await linesOfQuotes(db, quoteIds);
  for (const row of rows) {
    const sale = row.quoteId
      ? row.quote
        ? saleOfQuoteRows(row.quote, linesByQuote.get(row.quoteId) ?? [])
        : null
      : saleOfStored(row.sale);
    const ofRule50 = voucherTermsOf(null, row);
    byId.set(row.bookingId, {
      bookingNumber: row.bookingNumber,
      enteredAt: saleEnteredAt({ quoteId: row.quoteId, sale: row.sale }),
      ofSale: sale ? voucherTermsOf(sale, row) : ofRule50,
      ofRule50,
    });
  }
  return byId;
}

/**
 * A voucher's record: `receivedTotal` (a payment's amount with its TDS, or a refund's) divided as
 * the booking's sale divides its whole, as receiptVoucherDocument and refundVoucherDocument do.
 */
function voucherRecord(
  kind: 'receipt_voucher' | 'refund_voucher',
  row: PaymentRow | RefundRow,
  booking: VoucherBooking,
  terms: VoucherTerms,
  receivedTotal: number,
  tdsPaise: number,
): IssuedGstRecord {
  const amounts = splitLike(receivedTotal, terms.whole);
  return {
    kind,
    id: row.id,
    number: row.number,
    date: row.date,
    bookingId: row.bookingId,
    bookingReference: booking.bookingNumber,
    party: { ...terms.party },
    placeOfSupply: terms.placeOfSupply,
    supply: terms.supply,
    gstBasisPoints: terms.gstBasisPoints,
    exemptionReason: terms.exemptionReason,
    // The agency's services are taxed in the ordinary way (billing-documents.ts, `common`).
    reverseCharge: false,
    amounts,
    totalPaise: receivedTotal,
    lines: [{ sac: terms.sac, amountPaise: amounts.taxablePaise }],
    invoice: null,
    mode: row.mode,
    reference: row.reference,
    tdsPaise,
    issuedAt: row.createdAt,
  };
}

/** The receipt and refund vouchers of these payment and refund rows, with their bookings' sales. */
async function voucherRecords(db: Db, paid: PaymentRow[], refunded: RefundRow[]): Promise<IssuedGstRecord[]> {
  const bookingIds = new Set<string>();
  for (const row of paid) bookingIds.add(row.bookingId);
  for (const row of refunded) bookingIds.add(row.bookingId);
  const voucherBookings = await voucherBookingsOf(db, [...bookingIds]);
  const records: IssuedGstRecord[] = [];
  for (const payment of paid) {
    const booking = voucherBookings.get(payment.bookingId);
    if (!booking) continue;
    // A payment recorded before an older booking's lines were entered keeps Rule 50's basis.
    const terms = keepsRule50Since(booking.enteredAt, payment.createdAt) ? booking.ofRule50 : booking.ofSale;
    const total = payment.amountPaise + payment.tdsPaise;
    records.push(voucherRecord('receipt_voucher', payment, booking, terms, total, payment.tdsPaise));
  }
  for (const refund of refunded) {
    const booking = voucherBookings.get(refund.bookingId);
    if (!booking) continue;
    records.push(voucherRecord('refund_voucher', refund, booking, booking.ofSale, refund.amountPaise, 0));
  }
  return records;
}

/** The parts of a stored document a record reads (the rest, the seller and the notes, stays in the row). */
const documentColumns = (document: typeof invoices.document | typeof creditNotes.document) => ({
  recipient: sql<TaxDocument['recipient']>`${document}->'recipient'`,
  placeOfSupply: sql<string>`${document}->>'placeOfSupply'`,
  supply: sql<TaxDocument['supply']>`${document}->>'supply'`,
  gstBasisPoints: sql<number>`(${document}->>'gstBasisPoints')::int`,
  exemptionReason: sql<string>`${document}->>'exemptionReason'`,
  reverseCharge: sql<boolean>`(${document}->>'reverseCharge')::boolean`,
  amounts: sql<TaxDocument['amounts']>`${document}->'amounts'`,
  documentTotalPaise: sql<number>`(${document}->>'totalPaise')::bigint`,
  lines: sql<TaxDocument['lines']>`${document}->'lines'`,
});

type IssuedColumns =
  ReturnType<typeof documentColumns> extends infer C
    ? { [K in keyof C]: C[K] extends SQL<infer T> ? T : never }
    : never;

/** The record of an issued invoice or credit note, from what its stored document says. */
function issuedRecord(
  kind: 'tax_invoice' | 'credit_note',
  row: IssuedColumns & {
    id: string;
    number: string;
    date: string;
    bookingId: string;
    bookingNumber: string;
    createdAt: Date;
  },
  invoice: IssuedGstRecord['invoice'],
): IssuedGstRecord {
  return {
    kind,
    id: row.id,
    number: row.number,
    date: row.date,
    bookingId: row.bookingId,
    bookingReference: row.bookingNumber,
    party: { name: row.recipient.name, gstin: row.recipient.gstin, state: stateNameOf(row.recipient.state) },
    placeOfSupply: stateNameOf(row.placeOfSupply),
    supply: row.supply,
    gstBasisPoints: row.gstBasisPoints,
    exemptionReason: row.exemptionReason,
    reverseCharge: row.reverseCharge,
    amounts: row.amounts,
    totalPaise: Number(row.documentTotalPaise),
    lines: row.lines.map((line) => ({ sac: line.sac, amountPaise: line.amountPaise })),
    invoice,
    mode: '',
    reference: '',
    tdsPaise: 0,
    issuedAt: row.createdAt,
  };
}

async function invoiceRecords(db: Db, ids: readonly string[]): Promise<IssuedGstRecord[]> {
  const rows = await db
    .select({
      id: invoices.id,
      number: invoices.number,
      date: invoices.issuedOn,
      bookingId: invoices.bookingId,
      bookingNumber: bookings.number,
      createdAt: invoices.createdAt,
      ...documentColumns(invoices.document),
    })
    .from(invoices)
    .innerJoin(bookings, eq(bookings.id, invoices.bookingId))
    .where(sql`${invoices.id} = any(${uuidArray(ids)})`);
  return rows.map((row) => issuedRecord('tax_invoice', row, null));
}

async function creditNoteRecords(db: Db, ids: readonly string[]): Promise<IssuedGstRecord[]> {
  const rows = await db
    .select({
      id: creditNotes.id,
      number: creditNotes.number,
      date: creditNotes.issuedOn,
      bookingId: invoices.bookingId,
      bookingNumber: bookings.number,
      invoiceNumber: invoices.number,
      invoiceDate: invoices.issuedOn,
      invoiceTotalPaise: invoices.totalPaise,
      createdAt: creditNotes.createdAt,
      ...documentColumns(creditNotes.document),
    })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .innerJoin(bookings, eq(bookings.id, invoices.bookingId))
    .where(sql`${creditNotes.id} = any(${uuidArray(ids)})`);
  return rows.map((row) =>
    issuedRecord('credit_note', row, {
      number: row.invoiceNumber,
      date: row.invoiceDate,
      totalPaise: row.invoiceTotalPaise,
    }),
  );
}

/** The documents whose records to write, by the id of their row. */
export interface GstSources {
  payments?: readonly string[];
  refunds?: readonly string[];
  invoices?: readonly string[];
  creditNotes?: readonly string[];
}

const none = <T>(): Promise<T[]> => Promise.resolve([]);

/** The records of these documents as issued, in no particular order. */
export async function gstRecordsOf(db: Db, sources: GstSources): Promise<IssuedGstRecord[]> {
  const { payments: paid = [], refunds: refunded = [], invoices: issued = [], creditNotes: credited = [] } = sources;
  const [paidRows, refundedRows, invoiceRecordsRead, creditNoteRecordsRead] = await Promise.all([
    paid.length > 0 ? paymentRows(db, paid) : none<PaymentRow>(),
    refunded.length > 0 ? refundRows(db, refunded) : none<RefundRow>(),
    issued.length > 0 ? invoiceRecords(db, issued) : none<IssuedGstRecord>(),
    credited.length > 0 ? creditNoteRecords(db, credited) : none<IssuedGstRecord>(),
  ]);
  return [...(await voucherRecords(db, paidRows, refundedRows)), ...invoiceRecordsRead, ...creditNoteRecordsRead];
}

/** A record as its row in `gst_documents`. */
function gstDocumentRow(record: IssuedGstRecord): typeof gstDocuments.$inferInsert {
  return {
    id: record.id,
    kind: record.kind,
    number: record.number,
    date: record.date,
    bookingId: record.bookingId,
    bookingReference: record.bookingReference,
    partyName: record.party.name,
    partyGstin: record.party.gstin,
    partyState: record.party.state,
    placeOfSupply: record.placeOfSupply,
    supply: record.supply,
    gstBasisPoints: record.gstBasisPoints,
    exemptionReason: record.exemptionReason,
    reverseCharge: record.reverseCharge,
    ...record.amounts,
    totalPaise: record.totalPaise,
    lines: record.lines,
    invoiceNumber: record.invoice?.number ?? null,
    invoiceDate: record.invoice?.date ?? null,
    invoiceTotalPaise: record.invoice?.totalPaise ?? null,
    mode: record.mode,
    reference: record.reference,
    tdsPaise: record.tdsPaise,
    issuedAt: record.issuedAt,
  };
}

/** Rows a statement inserts at most: well under PostgreSQL's 65,535 parameters (28 columns each). */
const ROWS_PER_INSERT = 1_000;

/**
 * Writes the records of these documents, just issued, in the caller's transaction: the document
 * and its record are written together or not at all. A record already there is kept as it is.
 */
export async function recordGstDocuments(db: Db, sources: GstSources): Promise<void> {
  const rows = (await gstRecordsOf(db, sources)).map(gstDocumentRow);
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await db
      .insert(gstDocuments)
      .values(rows.slice(start, start + ROWS_PER_INSERT))
      .onConflictDoNothing({ target: gstDocuments.id });
  }
}

/** Ids of `table`'s rows that have no record. */
async function unrecorded(db: Db, table: typeof payments | typeof refunds | typeof invoices | typeof creditNotes) {
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(sql`not exists (select 1 from ${gstDocuments} where ${gstDocuments.id} = ${table.id})`);
  return rows.map((row) => row.id);
}

/** Documents recorded in one go when catching up: bounds the memory a large backlog takes. */
const DOCUMENTS_PER_BATCH = 2_000;

/**
 * Writes the records of every document that has none: those issued before records were written
 * (the table came with migration 0037), or written by something that bypassed billing (a bulk
 * import). Each is made as `recordGstDocuments` would have made it when it was issued, from the
 * same rows, which never change. Answers how many were written; nothing to do is one cheap
 * anti-join a table.
 */
export async function recordMissingGstDocuments(db: Db): Promise<number> {
  const [paid, refunded, issued, credited] = await Promise.all([
    unrecorded(db, payments),
    unrecorded(db, refunds),
    unrecorded(db, invoices),
    unrecorded(db, creditNotes),
  ]);
  const backlog: [keyof GstSources, string[]][] = [
    ['payments', paid],
    ['refunds', refunded],
    ['invoices', issued],
    ['creditNotes', credited],
  ];
  for (const [source, ids] of backlog) {
    for (let start = 0; start < ids.length; start += DOCUMENTS_PER_BATCH) {
      await recordGstDocuments(db, { [source]: ids.slice(start, start + DOCUMENTS_PER_BATCH) });
    }
  }
  return paid.length + refunded.length + issued.length + credited.length;
}
