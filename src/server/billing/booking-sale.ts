import { asc, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { amountInWords } from '#shared/amount-in-words';
import { gstRateOn, type TaxColumns, taxColumnsOf, taxedEntry } from '#shared/gst/quote-tax';
import type { BusinessDetails, CancellationSlab } from '#shared/schemas/business-details';
import type { SaleValues } from '#shared/schemas/quote';
import { type BookingSale, bookingSaleSchema } from '#shared/schemas/booking-responses';
import type { Db } from '#server/db/client';
import { gstRates, quoteLines, quotes } from '#server/quotes/quotes-tables';
import type { BookingRow } from '#server/bookings/bookings';
import { DomainRefusal } from '#server/lib/domain-refusal';

/*
 * What a booking sold (decision 0024): the accepted quote it was made from, or the lines staff
 * entered for a deal agreed by phone, kept in `bookings.sale` as entered. Every receipt voucher,
 * invoice and credit note of the booking is drawn from it, never from another quote.
 */

export const SALE_MESSAGES = {
  agencyStateMissing: 'Set the agency’s registered state in Settings, Business details, before making a booking',
  zeroTotal: 'The booking’s lines add up to ₹0: there would be nothing to bill',
  saleFromQuote: 'This booking bills the quote its customer accepted: its lines cannot be entered here',
  saleEntered: 'This booking’s lines are entered already: they never change once entered',
  saleInvoiced: 'This booking has its tax invoice already: correct it with a credit note',
  saleCancelled: 'A cancelled booking takes no lines',
  saleBelowPaid: (paid: string) => `The lines add up to less than has been paid on the booking: ${paid}`,
} as const;

/** The stored form: the sale as the API shows it (without its quote's number), and when it was entered. */
const storedSaleSchema = bookingSaleSchema
  .omit({ quoteNumber: true, supply: true, totalInWords: true })
  .extend({ enteredAt: z.iso.datetime() });
type StoredSale = z.infer<typeof storedSaleSchema>;

/** A line as a sale keeps it: what was typed and what the tax module worked out, nothing of the row. */
function saleLineOf(line: BookingSale['lines'][number]): BookingSale['lines'][number] {
  const { kind, description, quantity, ratePaise, amountPaise, sac, reimbursement } = line;
  return { kind, description, quantity, ratePaise, amountPaise, sac, reimbursement };
}

/**
 * A phone booking's sale from what staff entered: the tax worked out by the shared module as a
 * quote's is (the rate of `today`, the agency's registered state), the cancellation slabs of the
 * business details as they are now. Refused (409) without the agency's state or for a total of ₹0.
 */
export async function saleOfInput(
  db: Db,
  values: SaleValues,
  business: BusinessDetails,
  today: string,
  now: Date,
): Promise<StoredSale> {
  const agencyState = business.address.state;
  if (agencyState === '') throw new DomainRefusal('conflict', SALE_MESSAGES.agencyStateMissing);
  const gstBasisPoints = gstRateOn(today, await db.select().from(gstRates));
  const { lines, columns } = taxedEntry(values, agencyState, gstBasisPoints);
  if (columns.totalPaise <= 0) throw new DomainRefusal('conflict', SALE_MESSAGES.zeroTotal);
  return {
    customer: { ...values.customer, gstin: values.customer.gstin ?? '' },
    ...columns,
    lines: lines.map(saleLineOf),
    cancellationSlabs: business.cancellationSlabs,
    enteredAt: now.toISOString(),
  };
}

/** What a quote's row and its lines (in their order) sold: one place for a booking's and the reports' reading. */
export function saleOfQuoteRows(
  row: Pick<typeof quotes.$inferSelect, 'number' | 'customer' | 'cancellationSlabs' | keyof TaxColumns>,
  lines: BookingSale['lines'],
): BookingSale {
  return {
    quoteNumber: row.number,
    customer: row.customer as BookingSale['customer'],
    ...taxColumnsOf(row),
    totalInWords: amountInWords(row.totalPaise),
    supply: row.agencyState === row.placeOfSupply ? 'intra-state' : 'inter-state',
    lines: lines.map(saleLineOf),
    cancellationSlabs: row.cancellationSlabs as CancellationSlab[],
  };
}

/** The sales of accepted quotes, read from their rows in two queries; an unknown id is left out. */
async function salesOfQuotes(db: Db, quoteIds: string[]): Promise<Map<string, BookingSale>> {
  const sales = new Map<string, BookingSale>();
  if (quoteIds.length === 0) return sales;
  const rows = await db.select().from(quotes).where(inArray(quotes.id, quoteIds));
  const lines = await db
    .select()
    .from(quoteLines)
    .where(inArray(quoteLines.quoteId, quoteIds))
    .orderBy(asc(quoteLines.quoteId), asc(quoteLines.position));
  const linesOf = new Map<string, BookingSale['lines']>();
  for (const line of lines) {
    const ofQuote = linesOf.get(line.quoteId) ?? [];
    ofQuote.push(line);
    linesOf.set(line.quoteId, ofQuote);
  }
  for (const row of rows) {
    sales.set(row.id, saleOfQuoteRows(row, linesOf.get(row.id) ?? []));
  }
  return sales;
}

/** A stored sale (`bookings.sale`) as the API shows it; null for none. */
export function saleOfStored(stored: unknown): BookingSale | null {
  if (stored === null || stored === undefined) return null;
  const { enteredAt: _entered, ...sale } = storedSaleSchema.parse(stored);
  return {
    ...sale,
    quoteNumber: null,
    totalInWords: amountInWords(sale.totalPaise),
    supply: sale.agencyState === sale.placeOfSupply ? 'intra-state' : 'inter-state',
  };
}

/**
 * When a phone booking's lines were entered: a payment received before then (on a booking made
 * before bookings carried lines) keeps its voucher of Rule 50. Null for a booking billing a quote.
 */
export function saleEnteredAt(booking: Pick<BookingRow, 'quoteId' | 'sale'>): Date | null {
  if (booking.quoteId || booking.sale === null || booking.sale === undefined) return null;
  return new Date(storedSaleSchema.parse(booking.sale).enteredAt);
}

/** What a booking sold: its quote's sale, else its own lines'; null for neither (decision 0024). */
export async function bookingSaleOf(
  db: Db,
  booking: Pick<BookingRow, 'quoteId' | 'sale'>,
): Promise<BookingSale | null> {
  const [sale] = await bookingSalesOf(db, [booking]);
  return sale ?? null;
}

/**
 * What each of `bookings` sold, in their order, as `bookingSaleOf` answers it: the quotes' sales
 * read in two queries whatever their number (a settlement's figures for many bookings at once).
 */
export async function bookingSalesOf(
  db: Db,
  bookings: Pick<BookingRow, 'quoteId' | 'sale'>[],
): Promise<(BookingSale | null)[]> {
  const quoteIds = [...new Set(bookings.flatMap((booking) => (booking.quoteId ? [booking.quoteId] : [])))];
  const ofQuotes = await salesOfQuotes(db, quoteIds);
  return bookings.map((booking) =>
    booking.quoteId ? (ofQuotes.get(booking.quoteId) ?? null) : saleOfStored(booking.sale),
  );
}
