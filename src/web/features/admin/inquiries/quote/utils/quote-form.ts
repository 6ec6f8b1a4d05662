import { z } from 'zod';
import { formatPaise, paiseFromText } from '#shared/money';
import type { BusinessDetails } from '#shared/schemas/business-details';
import {
  MAX_QUOTE_LINES,
  MAX_RATE_PAISE,
  quoteInputSchema,
  quoteLineFieldsSchema,
  type QuoteInput,
} from '#shared/schemas/quote';
import type { Quote } from '#shared/schemas/responses';
import { DEFAULT_SAC, type QuoteLineKind } from '#shared/gst/quote-tax';
import { gstStateOfPlace } from '#shared/gst/state-of-place';

/**
 * The quote form (on an inquiry's page): the shared quote schema, except that a line's rate is
 * typed in rupees ("2,00,000" or "1500.50") and read into whole paise here, digit by digit.
 */
const rateText = z
  .string()
  .trim()
  .min(1, 'Rate is required')
  .refine((value) => paiseFromText(value) !== null, 'Enter the rate in rupees, such as 2,00,000 or 1500.50')
  .refine((value) => (paiseFromText(value) ?? 0) <= MAX_RATE_PAISE, 'Rate must be at most ₹1,00,00,00,000');

const formLineSchema = quoteLineFieldsSchema.omit({ ratePaise: true }).extend({ rate: rateText });

export const quoteFormSchema = quoteInputSchema.omit({ lines: true }).extend({
  lines: z
    .array(formLineSchema)
    .min(1, 'Add at least one line')
    .max(MAX_QUOTE_LINES, `At most ${MAX_QUOTE_LINES} lines`),
});

export type QuoteFormValues = z.input<typeof quoteFormSchema>;
export type QuoteFormOutput = z.output<typeof quoteFormSchema>;
export type QuoteFormLine = QuoteFormValues['lines'][number];

/** The form's values as the API takes them: each rate in paise. */
export function quoteInputOf(values: QuoteFormOutput): QuoteInput {
  const { lines, ...rest } = values;
  return {
    ...rest,
    lines: lines.map(({ rate, ...line }) => ({ ...line, ratePaise: paiseFromText(rate) ?? 0 })),
  };
}

/** A line's rate in paise as typed so far (0 while it is not an amount yet), for the live totals. */
export function ratePaiseOf(line: Pick<QuoteFormLine, 'rate'>): number {
  return paiseFromText(line.rate ?? '') ?? 0;
}

export function emptyLine(kind: QuoteLineKind = 'artist_fee'): QuoteFormLine {
  return { kind, description: '', quantity: 1, rate: '', sac: '', reimbursement: false };
}

/** Where a server error's path goes in the form: a line's `ratePaise` is its `rate` field. */
export function quoteFormPath(serverPath: string): string {
  return serverPath.replace(/^lines\.(\d+)\.ratePaise$/, 'lines.$1.rate');
}

/** What a new quote starts from that the product already knows. */
export interface QuoteStart {
  /** The inquiry: who asked (the billing name) and where the event is (the venue's state). */
  inquiry: { name: string; eventLocation: string };
  /** The celebrity's listed price in rupees, for the artist fee; null when on demand or unknown. */
  listedPrice: number | null;
  business: BusinessDetails;
  validUntil: string;
}

/**
 * A new quote's starting values, so staff retype nothing the product knows: the billing name from
 * the inquiry, the venue's state from the event location when it names one (gstStateOfPlace), the
 * artist fee at the celebrity's listed price, and the terms from the business details. Each stays
 * editable.
 */
export function newQuoteValues({ inquiry, listedPrice, business, validUntil }: QuoteStart): QuoteFormValues {
  const artistFee = emptyLine('artist_fee');
  if (listedPrice !== null && listedPrice > 0) artistFee.rate = rateTextOf(listedPrice * 100);
  return {
    customer: { name: inquiry.name, address: '', state: '', gstin: '' },
    venueState: gstStateOfPlace(inquiry.eventLocation) ?? '',
    lines: [artistFee, emptyLine('agency_fee')],
    validUntil,
    rider: { travelClass: '', travellers: 0, hotelCategory: '', groundTransport: '', otherRequirements: '' },
    advancePercent: business.advancePercent,
    balanceDueDays: business.balanceDueDaysBefore,
    exemptionReason: '',
  };
}

/**
 * Paise as a rate is typed: Indian grouping, with the paise only when there are some
 * (20000000 -> "2,00,000", 15000050 -> "1,50,000.50"); paiseFromText reads it back exactly.
 */
export function rateTextOf(paise: number): string {
  return formatPaise(paise).replace(/\.00$/, '');
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
    lines: quote.lines.map((line) => ({
      kind: line.kind,
      description: line.description,
      quantity: line.quantity,
      rate: rateTextOf(line.ratePaise),
      sac: line.sac === DEFAULT_SAC[line.kind] ? '' : line.sac,
      reimbursement: line.reimbursement,
    })),
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
