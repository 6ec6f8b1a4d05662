/* The business details as the API answers them. */
import { z } from 'zod';
import { isoDateTime } from './envelope-responses.js';

/** `GET`/`PUT /api/site/business`: the business details, the PAN they imply, what a quote still needs. */
export const businessDetailsStateSchema = z.object({
  value: z.object({
    legalName: z.string(),
    tradingName: z.string(),
    gstin: z.string(),
    address: z.object({ street: z.string(), city: z.string(), state: z.string(), pinCode: z.string() }),
    signatoryName: z.string(),
    bank: z.object({ accountName: z.string(), accountNumber: z.string(), ifsc: z.string(), bankName: z.string() }),
    quoteValidityDays: z.number().int(),
    advancePercent: z.number().int(),
    balanceDueDaysBefore: z.number().int(),
    travelBufferDays: z.number().int(),
    balanceReminderDays: z.number().int(),
    cancellationSlabs: z.array(z.object({ daysBefore: z.number().int(), keepPercent: z.number().int() })),
    termsMarkdown: z.string(),
    numberPrefix: z.string(),
  }),
  /** The holder's PAN, characters 3 to 12 of the GSTIN ('' without one). */
  pan: z.string(),
  /** The labels of the details a quote needs that are still empty. */
  missing: z.array(z.string()),
  updatedAt: isoDateTime.nullable(),
  updatedByName: z.string().nullable(),
  /**
   * When staff last notified the admins of what is missing, while they may not again
   * (ADMINS_NOTICE_MINUTES); null otherwise, or when nothing is missing.
   */
  adminsAskedAt: isoDateTime.nullable(),
});
export type BusinessDetailsState = z.infer<typeof businessDetailsStateSchema>;
