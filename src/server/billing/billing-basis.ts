import { eq } from 'drizzle-orm';
import { type AmountSplit, inclusiveIgstSplit, UNSETTLED_SUPPLY_BASIS_POINTS } from '#shared/gst/amount-split';
import { documentLineText } from '#shared/gst/line-text';
import { DEFAULT_SAC, QUOTE_LINE_KIND_LABELS } from '#shared/gst/quote-tax';
import { type BusinessDetails, type CancellationSlab } from '#shared/schemas/business-details';
import type { BookingSale } from '#shared/schemas/booking-responses';
import type { Db } from '#server/db/client';
import type { bookings } from '#server/bookings/bookings-tables';
import { celebrities } from '#server/celebrities/celebrities-tables';
import { inquiries } from '#server/inquiry-life/inquiry-life-tables';
import { getQuoteForPdf } from '#server/quotes/quotes';
import { getBusinessDetails } from '#server/site/business-details';
import { bookingSaleOf, saleEnteredAt } from './booking-sale.js';
import type { TaxDocument, TaxDocumentLine } from './tax-document.js';

type BookingRow = typeof bookings.$inferSelect;

/**
 * What a booking's documents are drawn from: what the booking sold (decision 0024), the quote
 * its customer accepted (with the seller as the quote was sent) or the lines staff entered for a
 * deal agreed by phone (with the seller as it is now): the billing details, place of supply,
 * lines and tax. `sale` is null for a phone booking made before bookings carried lines (or a
 * payment received before they were entered): its vouchers then follow Rule 50 for an advance
 * whose supply is not yet settled (18%, inter-state), and it is not invoiced.
 */
export interface BillingBasis {
  booking: BookingRow;
  celebrityName: string;
  inquiry: { id: string; reference: string; name: string; email: string; eventLocation: string };
  sale: BookingSale | null;
  seller: BusinessDetails;
  recipient: TaxDocument['recipient'];
  placeOfSupply: string;
  supply: 'intra-state' | 'inter-state';
  gstBasisPoints: number;
  exemptionReason: string;
  slabs: CancellationSlab[];
}

/**
 * A booking's billing basis. `receivedAt`: for a payment's receipt voucher, the moment it was
 * recorded; one recorded before an older booking's lines were entered keeps its Rule 50 basis.
 */
export async function billingBasisOf(db: Db, booking: BookingRow, receivedAt?: Date): Promise<BillingBasis> {
  const [found] = await db
    .select({
      celebrityName: celebrities.name,
      id: inquiries.id,
      reference: inquiries.reference,
      name: inquiries.name,
      email: inquiries.email,
      eventLocation: inquiries.eventLocation,
    })
    .from(inquiries)
    .innerJoin(celebrities, eq(celebrities.id, booking.celebrityId))
    .where(eq(inquiries.id, booking.inquiryId));
  if (!found) throw new Error(`booking ${booking.id} has lost its inquiry or celebrity`);
  const { celebrityName, ...inquiry } = found;
  const sale = keepsRule50(booking, receivedAt) ? null : await bookingSaleOf(db, booking);
  // The seller a quote was sent by; a phone booking's documents, like its Rule 50 vouchers, the agency's now.
  const billed = sale && booking.quoteId ? await getQuoteForPdf(db, booking.quoteId) : null;
  const seller = billed?.seller ?? (await getBusinessDetails(db));
  return {
    booking,
    celebrityName,
    inquiry,
    sale,
    seller,
    ...supplyTermsOf(sale, inquiry),
    slabs: sale?.cancellationSlabs ?? seller.cancellationSlabs,
  };
}

/**
 * Whether a payment recorded at `receivedAt` keeps Rule 50's basis: it came before an older phone
 * booking's lines were entered. Never for a refund (no `receivedAt`) nor a booking billing a quote.
 */
export function keepsRule50(booking: Pick<BookingRow, 'quoteId' | 'sale'>, receivedAt?: Date): boolean {
  return keepsRule50Since(saleEnteredAt(booking), receivedAt);
}

/**
 * keepsRule50 with the booking's `saleEnteredAt` already read: a report deciding it for many
 * payments of one booking parses the booking's stored sale once, not once a payment.
 */
export function keepsRule50Since(enteredAt: Date | null, receivedAt?: Date): boolean {
  return receivedAt !== undefined && enteredAt !== null && receivedAt < enteredAt;
}

/**
 * Whom a booking's documents are made out to and the supply they describe: its sale's billing
 * details, place of supply and tax, or without one Rule 50's (the inquirer, 18%, inter-state).
 */
export function supplyTermsOf(
  sale: BookingSale | null,
  inquiry: Pick<BillingBasis['inquiry'], 'name' | 'eventLocation'>,
): Pick<BillingBasis, 'recipient' | 'placeOfSupply' | 'supply' | 'gstBasisPoints' | 'exemptionReason'> {
  if (sale) {
    return {
      recipient: sale.customer,
      placeOfSupply: sale.placeOfSupply,
      supply: sale.supply,
      gstBasisPoints: sale.gstBasisPoints,
      exemptionReason: sale.exemptionReason,
    };
  }
  return {
    recipient: { name: inquiry.name, address: inquiry.eventLocation, state: '', gstin: '' },
    placeOfSupply: '',
    supply: 'inter-state',
    gstBasisPoints: UNSETTLED_SUPPLY_BASIS_POINTS,
    exemptionReason: '',
  };
}

/** The whole booking's amounts divided as its sale divides them, or by Rule 50 without one. */
export function wholeSplitOf(
  basis: Pick<BillingBasis, 'sale'> & { booking: Pick<BookingRow, 'totalPaise'> },
): AmountSplit {
  const { sale } = basis;
  return sale
    ? {
        taxablePaise: sale.taxablePaise,
        cgstPaise: sale.cgstPaise,
        sgstPaise: sale.sgstPaise,
        igstPaise: sale.igstPaise,
        reimbursementPaise: sale.reimbursementPaise,
      }
    : inclusiveIgstSplit(basis.booking.totalPaise);
}

/** "Celebrity appearance: Meera Kapoor, 14 to 15 February 2027, Jaipur": what the booking is for. */
export function bookingDescription(basis: BillingBasis, days: string): string {
  const venue = basis.booking.venue ? `, ${basis.booking.venue}` : '';
  return `${QUOTE_LINE_KIND_LABELS.artist_fee}: ${basis.celebrityName}, ${days}${venue}`;
}

/** The sale's lines (its quote's or its own) as a document prints them (taxed ones, and reimbursements at cost). */
export function quoteLinesOf(quote: Pick<BookingSale, 'lines'>): {
  lines: TaxDocumentLine[];
  reimbursements: TaxDocumentLine[];
} {
  const asLine = (line: BookingSale['lines'][number]): TaxDocumentLine => ({
    description: documentLineText(line),
    sac: line.sac,
    quantity: line.quantity,
    ratePaise: line.ratePaise,
    amountPaise: line.amountPaise,
  });
  return {
    lines: quote.lines.filter((line) => !line.reimbursement).map(asLine),
    reimbursements: quote.lines.filter((line) => line.reimbursement).map(asLine),
  };
}

/** The SAC an advance's single line carries: the sale's first taxed line's, or the artist's service. */
export function advanceSacOf(basis: Pick<BillingBasis, 'sale'>): string {
  return basis.sale?.lines.find((line) => !line.reimbursement)?.sac ?? DEFAULT_SAC.artist_fee;
}
