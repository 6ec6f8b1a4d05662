import { z } from 'zod';
import { isIsoCalendarDate } from '../event-date.js';
import { stateOfGstin } from '../gst/gstin.js';
import { DEFAULT_SAC, QUOTE_LINE_KINDS } from '../gst/quote-tax.js';
import { gstStateLabel, isGstinStateCode } from '../gst/states.js';
import { optionalGstinField } from './codes.js';
import { MAX_STORED_INTEGER } from './stored-integer.js';
import {
  isSingleLine,
  multiLineText,
  optionalMultiLineText,
  optionalSingleLineText,
  singleLineText,
  TEXT_MESSAGES,
} from './text.js';

/*
 * A quote as staff build it (issue 21): the customer, the lines, the rider and the terms. The
 * same schema checks the inquiry page's form and `POST /api/inquiries/:id/quotes`; amounts are
 * whole paise (the form turns typed rupees into paise before this runs).
 */

/** The largest rate of one line: ₹100 crore. With the quantity cap, every total stays exact. */
export const MAX_RATE_PAISE = 10_000_000_000;
export const MAX_QUANTITY = 1_000;
export const MAX_QUOTE_LINES = 30;

const gstState = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .min(1, `${label} is required`)
    .refine(isGstinStateCode, 'Choose a state or union territory from the list');

/** A line's fields as typed; quoteLineSchema fills in the SAC. The form reads the rate as rupees. */
export const quoteLineFieldsSchema = z.object({
  kind: z.enum(QUOTE_LINE_KINDS, { error: 'Choose what the line is for' }),
  description: singleLineText('Description', 200),
  quantity: z
    .number({ error: 'Quantity must be a number' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(MAX_QUANTITY, `Quantity must be at most ${MAX_QUANTITY}`),
  ratePaise: z
    .number({ error: 'Rate must be an amount' })
    .int('Rate must be in whole paise')
    .min(0, 'Rate cannot be negative')
    .max(MAX_RATE_PAISE, 'Rate must be at most ₹1,00,00,00,000'),
  /** Empty: the kind's default (DEFAULT_SAC). */
  sac: z
    .string()
    .trim()
    .optional()
    .refine((value) => !value || /^\d{6}$/.test(value), 'A SAC code is six digits'),
  reimbursement: z.boolean().optional().default(false),
});

export const quoteLineSchema = quoteLineFieldsSchema.transform((line) => ({
  ...line,
  sac: line.sac || DEFAULT_SAC[line.kind],
}));
export type QuoteLineInput = z.input<typeof quoteLineSchema>;
export type QuoteLine = z.output<typeof quoteLineSchema>;

export const quoteCustomerSchema = z
  .object({
    name: singleLineText('Billing name', 200),
    address: multiLineText('Billing address', 500),
    state: gstState('State'),
    gstin: optionalGstinField,
  })
  .superRefine((customer, context) => {
    if (customer.gstin && stateOfGstin(customer.gstin) !== customer.state) {
      context.addIssue({
        code: 'custom',
        path: ['state'],
        message: `The GSTIN is registered in ${gstStateLabel(stateOfGstin(customer.gstin))}: choose that state`,
      });
    }
  });

export const quoteRiderSchema = z
  .object({
    travelClass: optionalSingleLineText('Travel class', 80),
    travellers: z
      .number({ error: 'Travellers must be a number' })
      .int('Travellers must be a whole number')
      .min(0, 'Travellers cannot be negative')
      .max(50, 'At most 50 travellers')
      .optional()
      .default(0),
    hotelCategory: optionalSingleLineText('Hotel category', 80),
    groundTransport: optionalSingleLineText('Ground transport', 200),
    otherRequirements: optionalMultiLineText('Other requirements', 2_000),
  })
  .default({ travelClass: '', travellers: 0, hotelCategory: '', groundTransport: '', otherRequirements: '' });

export const quoteInputSchema = z.object({
  customer: quoteCustomerSchema,
  venueState: gstState('Venue state'),
  lines: z
    .array(quoteLineSchema)
    .min(1, 'Add at least one line')
    .max(MAX_QUOTE_LINES, `At most ${MAX_QUOTE_LINES} lines`),
  /** A calendar day; empty: today plus the business details' validity. */
  validUntil: z
    .string()
    .optional()
    .refine((value) => value === undefined || isIsoCalendarDate(value), 'Please enter a valid date (YYYY-MM-DD)'),
  rider: quoteRiderSchema,
  advancePercent: z
    .number({ error: 'Advance must be a number' })
    .int('Advance must be a whole percent')
    .min(0, 'Advance cannot be negative')
    .max(100, 'Advance is at most 100 %')
    .optional(),
  balanceDueDays: z
    .number({ error: 'Balance due must be a number' })
    .int('Balance due must be whole days')
    .min(0, 'Balance due cannot be negative')
    .max(365, 'Balance due must be at most 365 days before')
    .optional(),
  /** An exemption from GST: only with its reason, which the timeline and the audit log keep. */
  exemptionReason: optionalMultiLineText('Exemption reason', 500),
});
export type QuoteInput = z.input<typeof quoteInputSchema>;
export type QuoteValues = z.output<typeof quoteInputSchema>;

/**
 * What a sale is, as a quote and a booking agreed by phone both state it: the customer's billing
 * block, the venue's state and the lines (and an exemption's reason). A booking's tax is worked
 * out from it as a quote's is (`quoteTax`).
 */
export const saleInputSchema = quoteInputSchema.pick({
  customer: true,
  venueState: true,
  lines: true,
  exemptionReason: true,
});
export type SaleInput = z.input<typeof saleInputSchema>;
export type SaleValues = z.output<typeof saleInputSchema>;

/*
 * The customer's answers to a quote, from their status page (issue 21). The same schemas check
 * the page's forms and `POST /api/inquiry-status/:token/quote/...`.
 */

const QUOTE_VERSION_MESSAGE = 'Which version of the quote is this?';
/** A whole number the database can hold: a larger one is no quote's version, refused on the field. */
const quoteVersion = z
  .number({ error: QUOTE_VERSION_MESSAGE })
  .int(QUOTE_VERSION_MESSAGE)
  .min(1, QUOTE_VERSION_MESSAGE)
  .max(MAX_STORED_INTEGER, QUOTE_VERSION_MESSAGE);

/** Accepting: the full name typed as a signature, the tick, and the version read. */
export const quoteAcceptanceSchema = z.object({
  name: z
    .string({ error: 'Type your full name' })
    .trim()
    .min(2, 'Type your full name')
    .max(120, 'Your full name must be at most 120 characters')
    .refine(isSingleLine, TEXT_MESSAGES.singleLine('Your full name')),
  agree: z.literal(true, { error: 'Tick the box to accept the quotation and its terms' }),
  version: quoteVersion,
});
export type QuoteAcceptanceInput = z.input<typeof quoteAcceptanceSchema>;

/** Declining: a reason if the customer gives one; the version read, when the page knows it. */
export const quoteDeclineSchema = z.object({
  reason: optionalMultiLineText('Reason', 1000),
  version: quoteVersion.optional(),
});
export type QuoteDeclineInput = z.input<typeof quoteDeclineSchema>;

/** Asking for a new quote: what the customer would like changed, if anything. */
export const newQuoteRequestSchema = z.object({
  message: optionalMultiLineText('Message', 1000),
});
export type NewQuoteRequestInput = z.input<typeof newQuoteRequestSchema>;
