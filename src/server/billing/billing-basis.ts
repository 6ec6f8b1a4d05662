import { and, desc, eq, inArray } from 'drizzle-orm';
import { type AmountSplit, inclusiveIgstSplit, UNSETTLED_SUPPLY_BASIS_POINTS } from '#shared/gst/amount-split';
import { documentLineText } from '#shared/gst/line-text';
import { DEFAULT_SAC, QUOTE_LINE_KIND_LABELS } from '#shared/gst/quote-tax';
import { type BusinessDetails, type CancellationSlab } from '#shared/schemas/business-details';
import type { Quote } from '#shared/schemas/responses';
import type { Db } from '#server/db/client';
import type { bookings } from '#server/db/schema';
import { celebrities, inquiries, quotes } from '#server/db/schema';
import { getQuoteForPdf } from '#server/quotes/quotes';
import { getBusinessDetails } from '#server/site/business-details';
import type { TaxDocument, TaxDocumentLine } from './tax-document.js';

type BookingRow = typeof bookings.$inferSelect;

/**
 * What a booking's documents are drawn from: the quote its customer accepted (the seller as the
 * quote was sent, the billing details, place of supply, lines and tax), or for a deal agreed by
 * phone the inquiry's latest quote sent; `quote` is null when there is none, and the booking's
 * vouchers then follow Rule 50 for an advance whose supply is not yet settled (18%, inter-state).
 */
export interface BillingBasis {
  booking: BookingRow;
  celebrityName: string;
  inquiry: { id: string; reference: string; name: string; email: string; eventLocation: string };
  quote: Quote | null;
  seller: BusinessDetails;
  recipient: TaxDocument['recipient'];
  placeOfSupply: string;
  supply: 'intra-state' | 'inter-state';
  gstBasisPoints: number;
  exemptionReason: string;
  slabs: CancellationSlab[];
}

/** The quote a booking bills by: its own, else the inquiry's latest version sent to its customer. */
async function quoteIdFor(db: Db, booking: BookingRow): Promise<string | null> {
  if (booking.quoteId) return booking.quoteId;
  const [latest] = await db
    .select({ id: quotes.id })
    .from(quotes)
    .where(and(eq(quotes.inquiryId, booking.inquiryId), inArray(quotes.state, ['sent', 'accepted'])))
    .orderBy(desc(quotes.version))
    .limit(1);
  return latest?.id ?? null;
}

export async function billingBasisOf(db: Db, booking: BookingRow): Promise<BillingBasis> {
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
  const quoteId = await quoteIdFor(db, booking);
  const billed = quoteId ? await getQuoteForPdf(db, quoteId) : null;
  if (billed) {
    const { quote, seller } = billed;
    return {
      booking,
      celebrityName,
      inquiry,
      quote,
      seller,
      recipient: quote.customer,
      placeOfSupply: quote.placeOfSupply,
      supply: quote.supply,
      gstBasisPoints: quote.gstBasisPoints,
      exemptionReason: quote.exemptionReason,
      slabs: quote.cancellationSlabs,
    };
  }
  const seller = await getBusinessDetails(db);
  return {
    booking,
    celebrityName,
    inquiry,
    quote: null,
    seller,
    recipient: { name: inquiry.name, address: inquiry.eventLocation, state: '', gstin: '' },
    placeOfSupply: '',
    supply: 'inter-state',
    gstBasisPoints: UNSETTLED_SUPPLY_BASIS_POINTS,
    exemptionReason: '',
    slabs: seller.cancellationSlabs,
  };
}

/** The whole booking's amounts divided as its quote divides them, or by Rule 50 without one. */
export function wholeSplitOf(basis: BillingBasis): AmountSplit {
  const { quote } = basis;
  return quote
    ? {
        taxablePaise: quote.taxablePaise,
        cgstPaise: quote.cgstPaise,
        sgstPaise: quote.sgstPaise,
        igstPaise: quote.igstPaise,
        reimbursementPaise: quote.reimbursementPaise,
      }
    : inclusiveIgstSplit(basis.booking.totalPaise);
}

/** "Celebrity appearance: Meera Kapoor, 14 to 15 February 2027, Jaipur": what the booking is for. */
export function bookingDescription(basis: BillingBasis, days: string): string {
  const venue = basis.booking.venue ? `, ${basis.booking.venue}` : '';
  return `${QUOTE_LINE_KIND_LABELS.artist_fee}: ${basis.celebrityName}, ${days}${venue}`;
}

/** The quote's lines as a document prints them (taxed ones, and reimbursements at cost). */
export function quoteLinesOf(quote: Quote): { lines: TaxDocumentLine[]; reimbursements: TaxDocumentLine[] } {
  const asLine = (line: Quote['lines'][number]): TaxDocumentLine => ({
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

/** The SAC an advance's single line carries: the quote's first taxed line's, or the artist's service. */
export function advanceSacOf(basis: BillingBasis): string {
  return basis.quote?.lines.find((line) => !line.reimbursement)?.sac ?? DEFAULT_SAC.artist_fee;
}
