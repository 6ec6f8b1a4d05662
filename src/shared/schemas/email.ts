import { z } from 'zod';
import { EMAIL_STATES } from '../constants/mail.js';
import type { emailSchema, emailSummarySchema } from './email-responses.js';
import { cursorAlone, cursorAloneError, cursorPaginationSchema, searchTextSchema } from './common.js';

export type EmailSummary = z.output<typeof emailSummarySchema>;
export type Email = z.output<typeof emailSchema>;

/**
 * The outbox list: newest first, optionally one state only, optionally searched (`q`: part of the
 * inquiry's reference, a recipient's address or the subject, in any case).
 */
export const emailListQuerySchema = cursorPaginationSchema
  .extend({
    q: searchTextSchema,
    state: z
      .union([
        z.enum(EMAIL_STATES, 'state must be pending, sending, sent, failed or unsent'),
        z.literal(''),
        z.literal('all'),
      ])
      .optional()
      .transform((value) => (value === '' || value === 'all' ? undefined : value)),
  })
  .refine(cursorAlone, cursorAloneError);
export type EmailListQuery = z.output<typeof emailListQuerySchema>;
