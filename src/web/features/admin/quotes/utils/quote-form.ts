import type { z } from 'zod';
import type { BusinessDetails } from '#shared/schemas/business-details';
import type { Inquiry } from '#shared/schemas/inquiry';
import { quoteInputSchema, type QuoteInput } from '#shared/schemas/quote';
import type { Quote } from '#shared/schemas/quote-responses';
import { gstStateOfPlace } from '#shared/gst/state-of-place';
import { rupeesTextOfPaise } from '#shared/rupees-text';
import {
  billToOfInquiry,
  emptyLine,
  linesInputOf,
  saleFormLinesOf,
  saleFormLinesSchema,
  saleFormPath,
  type SaleFormLine,
} from '#web/lib/sale-form';

/**
 * The quote form (on an inquiry's page): the shared quote schema, except that a line's rate is
 * typed in rupees and read into whole paise (`#web/lib/sale-form`, which the booking form shares).
 */
export const quoteFormSchema = quoteInputSchema.omit({ lines: true }).extend({ lines: saleFormLinesSchema });

export type QuoteFormValues = z.input<typeof quoteFormSchema>;
export type QuoteFormOutput = z.output<typeof quoteFormSchema>;
export type QuoteFormLine = SaleFormLine;

/** The form's values as the API takes them: each rate in paise. */
export function quoteInputOf(values: QuoteFormOutput): QuoteInput {
  const { lines, ...rest } = values;
  return { ...rest, lines: linesInputOf(lines) };
}

/** Where a server error's path goes in the form: a line's `ratePaise` is its `rate` field. */
export const quoteFormPath = saleFormPath;

/** What a new quote starts from that the product already knows. */
export interface QuoteStart {
  /**
   * The inquiry: who asked and the company, GSTIN and billing state they gave (the billing
   * block), and where the event is (the venue's state).
   */
  inquiry: Pick<Inquiry, 'name' | 'companyName' | 'gstin' | 'billingState' | 'eventLocation'>;
  /** The celebrity's listed price in rupees, for the artist fee; null when on demand or unknown. */
  listedPrice: number | null;
  business: BusinessDetails;
  validUntil: string;
}

/**
 * A new quote's starting values, so staff retype nothing the product knows: the billing block from
 * the inquiry (its company, GSTIN and billing state when the customer gave them), the venue's state from the event location when it names one (gstStateOfPlace), the
 * artist fee at the celebrity's listed price, and the terms from the business details. Each stays
 * editable.
 */
export function newQuoteValues({ inquiry, listedPrice, business, validUntil }: QuoteStart): QuoteFormValues {
  const artistFee = emptyLine('artist_fee');
  if (listedPrice !== null && listedPrice > 0) artistFee.rate = rupeesTextOfPaise(listedPrice * 100);
  return {
    customer: billToOfInquiry(inquiry),
    venueState: gstStateOfPlace(inquiry.eventLocation) ?? '',
    lines: [artistFee, emptyLine('agency_fee')],
    validUntil,
    rider: { travelClass: '', travellers: 0, hotelCategory: '', groundTransport: '', otherRequirements: '' },
    advancePercent: business.advancePercent,
    balanceDueDays: business.balanceDueDaysBefore,
    exemptionReason: '',
  };
}

/** What of a quote version (the API's DTO) the form shows: what staff typed, not what the server worked out. */
export type QuoteFormSource = Pick<
  Quote,
  'customer' | 'venueState' | 'lines' | 'validUntil' | 'rider' | 'advancePercent' | 'balanceDueDays' | 'exemptionReason'
>;

/**
 * A draft's values as the form shows them, to change it: each rate in rupees as typed, and a SAC
 * that is only its kind's default left empty (as it was typed), so that changing the kind changes it.
 */
export function quoteFormValuesOf(quote: QuoteFormSource): QuoteFormValues {
  const { customer, rider } = quote;
  return {
    customer: { name: customer.name, address: customer.address, state: customer.state, gstin: customer.gstin },
    venueState: quote.venueState,
    lines: saleFormLinesOf(quote.lines),
    validUntil: quote.validUntil,
    rider: {
      travelClass: rider.travelClass,
      travellers: rider.travellers,
      hotelCategory: rider.hotelCategory,
      groundTransport: rider.groundTransport,
      otherRequirements: rider.otherRequirements,
    },
    advancePercent: quote.advancePercent,
    balanceDueDays: quote.balanceDueDays,
    exemptionReason: quote.exemptionReason,
  };
}
