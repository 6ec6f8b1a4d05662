import { and, asc, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import { splitLike } from '#shared/gst/amount-split';
import { gstStateName } from '#shared/gst/states';
import type { BookingSale } from '#shared/schemas/booking-responses';
import type { ReturnPeriod } from '#shared/reports/return-period';
import type { Db } from '#server/db/client';
import { bookings } from '#server/bookings/bookings-tables';
import { inquiries } from '#server/inquiry-life/inquiry-life-tables';
import { quoteLines, quotes } from '#server/quotes/quotes-tables';
import { creditNotes, invoices, payments, refunds } from '#server/billing/billing-tables';
import { advanceSacOf, keepsRule50Since, supplyTermsOf, wholeSplitOf } from '#server/billing/billing-basis';
import { saleEnteredAt, saleOfQuoteRows, saleOfStored } from '#server/billing/booking-sale';
import type { TaxDocument, TaxDocumentKind } from '#server/billing/tax-document';
import type { ReportDocument } from './report-documents.js';

/*
 * Every GST document of a period as issued (issue 40), in a handful of set-based queries whatever
 * the count: the invoices and credit notes from their stored documents, the receipt and refund
 * vouchers made from their payments and refunds with the booking's sale as billing makes them
 * (billing-basis.ts, billing-documents.ts: the same functions, fed from joined rows instead of one
 * booking at a time). A year of 20,000 documents loads in well under a second
 * (scripts/bench/report-documents.ts).
 */

/** India's days, both included: `2026-11-01` to `2026-11-30`. */
export interface DayRange {
  from: string;
  to: string;
}

/**
 * A state as a record names it (`Maharashtra`): documents keep the code (`27`) and print the two
 * together; '' (a supply not yet settled, a party without a state) stays ''.
 */
export function stateNameOf(code: string): string {
  return code === '' ? '' : (gstStateName(code) ?? code);
}

/** The order a day's documents are listed in: the series as a booking's money makes them. */
const KIND_ORDER: Record<TaxDocumentKind, number> = {
  receipt_voucher: 0,
  refund_voucher: 1,
  tax_invoice: 2,
  credit_note: 3,
};

function byDateKindNumber(a: ReportDocument, b: ReportDocument): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  if (a.kind !== b.kind) return KIND_ORDER[a.kind] - KIND_ORDER[b.kind];
  return a.number < b.number ? -1 : a.number > b.number ? 1 : 0;
}

/**
 * A voucher's own row, thin: its booking's sale is read once per booking (`bookingsOf`), not
 * repeated on each of its payments. The booking's invoice (one a booking) dates an advance.
 */
const voucherInvoiceColumns = {
  invoiceIssuedOn: invoices.issuedOn,
  invoiceCreatedAt: invoices.createdAt,
};

/** The payments that `where` picks, with their booking's invoice. */
function paymentRows(db: Db, where: SQL | undefined) {
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
      ...voucherInvoiceColumns,
    })
    .from(payments)
    .leftJoin(invoices, eq(invoices.bookingId, payments.bookingId))
    .where(where);
}

/** The refunds that `where` picks, with their booking's invoice. */
function refundRows(db: Db, where: SQL | undefined) {
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
      ...voucherInvoiceColumns,
    })
    .from(refunds)
    .leftJoin(invoices, eq(invoices.bookingId, refunds.bookingId))
    .where(where);
}

type PaymentRow = Awaited<ReturnType<typeof paymentRows>>[number];
type RefundRow = Awaited<ReturnType<typeof refundRows>>[number];

/** One array parameter, however many ids (a list of thousands of parameters is slow to bind). */
function uuidArray(ids: string[]): SQL {
  return sql`${`{${ids.join(',')}}`}::uuid[]`;
}

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
  party: ReportDocument['party'];
  placeOfSupply: string;
  supply: ReportDocument['supply'];
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
): ReportDocument {
  const amounts = splitLike(receivedTotal, terms.whole);
  // An advance: recorded before the booking's invoice was made, or on a booking not invoiced.
  const advance = row.invoiceCreatedAt === null || row.createdAt < row.invoiceCreatedAt;
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
    invoicedOn: advance ? row.invoiceIssuedOn : null,
    advance,
    mode: row.mode,
    reference: row.reference,
    tdsPaise,
  };
}

/** The receipt and refund vouchers of these payment and refund rows, with their bookings' sales. */
async function voucherRecords(db: Db, paid: PaymentRow[], refunded: RefundRow[]): Promise<ReportDocument[]> {
  const bookingIds = new Set<string>();
  for (const row of paid) bookingIds.add(row.bookingId);
  for (const row of refunded) bookingIds.add(row.bookingId);
  const voucherBookings = await voucherBookingsOf(db, [...bookingIds]);
  const records: ReportDocument[] = [];
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
  row: IssuedColumns & { id: string; number: string; date: string; bookingId: string; bookingNumber: string },
  invoice: ReportDocument['invoice'],
): ReportDocument {
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
    invoicedOn: null,
    advance: false,
    mode: '',
    reference: '',
    tdsPaise: 0,
  };
}

async function invoiceRecords(db: Db, range: DayRange): Promise<ReportDocument[]> {
  const rows = await db
    .select({
      id: invoices.id,
      number: invoices.number,
      date: invoices.issuedOn,
      bookingId: invoices.bookingId,
      bookingNumber: bookings.number,
      ...documentColumns(invoices.document),
    })
    .from(invoices)
    .innerJoin(bookings, eq(bookings.id, invoices.bookingId))
    .where(and(gte(invoices.issuedOn, range.from), lte(invoices.issuedOn, range.to)));
  return rows.map((row) => issuedRecord('tax_invoice', row, null));
}

async function creditNoteRecords(db: Db, range: DayRange): Promise<ReportDocument[]> {
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
      ...documentColumns(creditNotes.document),
    })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .innerJoin(bookings, eq(bookings.id, invoices.bookingId))
    .where(and(gte(creditNotes.issuedOn, range.from), lte(creditNotes.issuedOn, range.to)));
  return rows.map((row) =>
    issuedRecord('credit_note', row, {
      number: row.invoiceNumber,
      date: row.invoiceDate,
      totalPaise: row.invoiceTotalPaise,
    }),
  );
}

/** The documents a report reads: all four kinds, or only the sales (invoices, credit notes) or the receipts (vouchers). */
export type ReportKinds = 'all' | 'sales' | 'receipts';

/**
 * Every GST document dated in `range` (India's days, both included), as issued: receipt vouchers,
 * refund vouchers, tax invoices and credit notes, by date, then kind (in that order), then number.
 * `kinds` narrows it for a register, which reads half of them: the other half is never loaded.
 */
export async function reportDocuments(db: Db, range: DayRange, kinds: ReportKinds = 'all'): Promise<ReportDocument[]> {
  const sales = kinds !== 'receipts';
  const receipts = kinds !== 'sales';
  const [paid, refunded, issued, credited] = await Promise.all([
    receipts ? paymentRows(db, and(gte(payments.receivedOn, range.from), lte(payments.receivedOn, range.to))) : [],
    receipts ? refundRows(db, and(gte(refunds.paidOn, range.from), lte(refunds.paidOn, range.to))) : [],
    sales ? invoiceRecords(db, range) : [],
    sales ? creditNoteRecords(db, range) : [],
  ]);
  return [...(await voucherRecords(db, paid, refunded)), ...issued, ...credited].sort(byDateKindNumber);
}

/**
 * What a GSTR-1 return of `period` reads: its documents, and the receipt and refund vouchers of
 * earlier periods that were advances on a booking invoiced in it (`invoicedOn` in the period:
 * the advances its invoices adjust, table 11B). Those come first, in the same order.
 */
export async function gstr1Documents(db: Db, period: Pick<ReturnPeriod, 'from' | 'to'>): Promise<ReportDocument[]> {
  const invoicedInPeriod = and(gte(invoices.issuedOn, period.from), lte(invoices.issuedOn, period.to));
  const [own, earlierPaid, earlierRefunded] = await Promise.all([
    reportDocuments(db, period),
    paymentRows(
      db,
      and(lt(payments.receivedOn, period.from), invoicedInPeriod, lt(payments.createdAt, invoices.createdAt)),
    ),
    refundRows(db, and(lt(refunds.paidOn, period.from), invoicedInPeriod, lt(refunds.createdAt, invoices.createdAt))),
  ]);
  const earlier = (await voucherRecords(db, earlierPaid, earlierRefunded)).sort(byDateKindNumber);
  return [...earlier, ...own];
}
