import { z } from 'zod';
import { DEFAULT_SAC, type QuoteLineKind } from '#shared/gst/quote-tax';
import { paiseFromText } from '#shared/money';
import { rupeesTextOfPaise } from '#shared/rupees-text';
import {
  MAX_QUOTE_LINES,
  MAX_RATE_PAISE,
  quoteLineFieldsSchema,
  type SaleInput,
  saleInputSchema,
} from '#shared/schemas/quote';
import type { BookingSale } from '#shared/schemas/booking-responses';
import type { Inquiry } from '#shared/schemas/inquiry';

/*
 * What a sale's form holds, as the quote form and the booking form both type it: the shared sale
 * schema (billing block, venue's state, lines, exemption), except that a line's rate is typed in
 * rupees ("2,00,000" or "1500.50") and read into whole paise here, digit by digit.
 */

const rateText = z
  .string()
  .trim()
  .min(1, 'Rate is required')
  .refine((value) => paiseFromText(value) !== null, 'Enter the rate in rupees, such as 2,00,000 or 1500.50')
  .refine((value) => (paiseFromText(value) ?? 0) <= MAX_RATE_PAISE, 'Rate must be at most ₹1,00,00,00,000');

const formLineSchema = quoteLineFieldsSchema.omit({ ratePaise: true }).extend({ rate: rateText });

/** The lines as typed: the shared rules, each rate in rupees. */
export const saleFormLinesSchema = z
  .array(formLineSchema)
  .min(1, 'Add at least one line')
  .max(MAX_QUOTE_LINES, `At most ${MAX_QUOTE_LINES} lines`);

/** A sale's fields as the forms type them. */
export const saleFormSchema = saleInputSchema.omit({ lines: true }).extend({ lines: saleFormLinesSchema });
export type SaleFormValues = z.input<typeof saleFormSchema>;
export type SaleFormOutput = z.output<typeof saleFormSchema>;
export type SaleFormLine = SaleFormValues['lines'][number];

/** Typed lines as the API takes them: each rate in paise. */
export function linesInputOf(lines: z.output<typeof saleFormLinesSchema>): SaleInput['lines'] {
  return lines.map(({ rate, ...line }) => ({ ...line, ratePaise: paiseFromText(rate) ?? 0 }));
}

/** A line's rate in paise as typed so far (0 while it is not an amount yet), for the live totals. */
export function ratePaiseOf(line: Pick<SaleFormLine, 'rate'>): number {
  return paiseFromText(line.rate ?? '') ?? 0;
}

export function emptyLine(kind: QuoteLineKind = 'artist_fee'): SaleFormLine {
  return { kind, description: '', quantity: 1, rate: '', sac: '', reimbursement: false };
}

/** Where a server error's path goes in the form: a line's `ratePaise` is its `rate` field. */
export function saleFormPath(serverPath: string): string {
  return serverPath.replace(/^lines\.(\d+)\.ratePaise$/, 'lines.$1.rate');
}

/**
 * Lines as the form shows them, to start from: each rate in rupees as typed, and a SAC that is
 * only its kind's default left empty (as it was typed), so that changing the kind changes it.
 */
export function saleFormLinesOf(lines: BookingSale['lines']): SaleFormLine[] {
  return lines.map((line) => ({
    kind: line.kind,
    description: line.description,
    quantity: line.quantity,
    rate: rupeesTextOfPaise(line.ratePaise),
    sac: line.sac === DEFAULT_SAC[line.kind] ? '' : line.sac,
    reimbursement: line.reimbursement,
  }));
}

/**
 * The billing block a sale on an inquiry starts from (issue 41): the company the customer named,
 * else the customer, with the GSTIN and billing state they gave; the address is never asked on
 * the inquiry, so staff type it.
 */
export function billToOfInquiry(
  inquiry: Pick<Inquiry, 'name' | 'companyName' | 'gstin' | 'billingState'>,
): SaleFormValues['customer'] {
  return {
    name: inquiry.companyName || inquiry.name,
    address: '',
    state: inquiry.billingState ?? '',
    gstin: inquiry.gstin ?? '',
  };
}

/** A new sale's starting values: the billing name from the inquiry, an artist's fee and the agency's fee to fill in. */
export function newSaleValues(customerName: string): SaleFormValues {
  return {
    customer: { name: customerName, address: '', state: '', gstin: '' },
    venueState: '',
    lines: [emptyLine('artist_fee'), emptyLine('agency_fee')],
    exemptionReason: '',
  };
}
