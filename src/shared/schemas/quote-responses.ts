/* A quote version as the API answers it, to staff and to its customer. */
import { z } from 'zod';
import { QUOTE_STATES } from '../constants/quotes.js';
import { QUOTE_LINE_KINDS } from '../gst/quote-tax.js';
import { id, isoDateTime } from './envelope-responses.js';

/** A quote version (issue 21), amounts in whole paise. */
export const quoteSchema = z.object({
  _id: id,
  inquiryId: id,
  version: z.number().int(),
  state: z.enum(QUOTE_STATES),
  /** `SLT/Q/26-27/0042` once sent; null while a draft. */
  number: z.string().nullable(),
  customer: z.object({ name: z.string(), address: z.string(), state: z.string(), gstin: z.string() }),
  venueState: z.string(),
  placeOfSupply: z.string(),
  supply: z.enum(['intra-state', 'inter-state']),
  agencyState: z.string(),
  gstBasisPoints: z.number().int(),
  exemptionReason: z.string(),
  lines: z.array(
    z.object({
      kind: z.enum(QUOTE_LINE_KINDS),
      description: z.string(),
      quantity: z.number().int(),
      ratePaise: z.number().int(),
      amountPaise: z.number().int(),
      sac: z.string(),
      reimbursement: z.boolean(),
    }),
  ),
  taxablePaise: z.number().int(),
  reimbursementPaise: z.number().int(),
  cgstPaise: z.number().int(),
  sgstPaise: z.number().int(),
  igstPaise: z.number().int(),
  totalPaise: z.number().int(),
  totalInWords: z.string(),
  validUntil: z.string(),
  rider: z.object({
    travelClass: z.string(),
    travellers: z.number().int(),
    hotelCategory: z.string(),
    groundTransport: z.string(),
    otherRequirements: z.string(),
  }),
  advancePercent: z.number().int(),
  balanceDueDays: z.number().int(),
  cancellationSlabs: z.array(z.object({ daysBefore: z.number().int(), keepPercent: z.number().int() })),
  termsMarkdown: z.string(),
  sentAt: isoDateTime.nullable(),
  /** The customer's first view of it through their status link. */
  viewedAt: isoDateTime.nullable(),
  /** When the customer accepted or declined it. */
  closedAt: isoDateTime.nullable(),
  /** Declined: the customer's reason ('' for none given); otherwise null. */
  declineReason: z.string().nullable(),
  /** The record of its acceptance: what, who, when and from where. */
  acceptance: z
    .object({
      number: z.string(),
      version: z.number().int(),
      totalPaise: z.number().int(),
      name: z.string(),
      ipAddress: z.string(),
      userAgent: z.string(),
      acceptedAt: isoDateTime,
    })
    .nullable(),
  createdByName: z.string().nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Quote = z.infer<typeof quoteSchema>;

/**
 * The quote its customer sees through their status link: the latest version sent to them, with
 * its payment schedule worked out, and whether it can be answered. Nothing of the agency's own.
 */
export const customerQuoteSchema = quoteSchema
  .omit({ _id: true, inquiryId: true, createdByName: true, createdAt: true, updatedAt: true, acceptance: true })
  .extend({
    number: z.string(),
    advancePaise: z.number().int(),
    balancePaise: z.number().int(),
    acceptance: z.object({ name: z.string(), acceptedAt: isoDateTime }).nullable(),
    /** Sent or viewed, and valid today: Accept and Decline are offered. */
    answerable: z.boolean(),
    /** When the customer last asked for a new quote since this one was sent (null: not asked). */
    newQuoteAskedAt: isoDateTime.nullable(),
  });
export type CustomerQuote = z.infer<typeof customerQuoteSchema>;
