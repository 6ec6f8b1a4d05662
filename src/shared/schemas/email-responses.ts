/* The outbox's e-mails as the API answers them. */
import { z } from 'zod';
import { EMAIL_KINDS, EMAIL_STATES } from '../constants/mail.js';
import { id, isoDateTime } from './envelope-responses.js';

/** One e-mail of the outbox, as the admin panel lists it. */
export const emailSummarySchema = z.object({
  _id: id,
  kind: z.enum(EMAIL_KINDS),
  inquiry: id.nullable(),
  recipients: z.array(z.string()),
  subject: z.string(),
  state: z.enum(EMAIL_STATES),
  attempts: z.number().int().nonnegative(),
  nextAttemptAt: isoDateTime,
  lastError: z.string().nullable(),
  smtpResponse: z.string().nullable(),
  messageId: z.string().nullable(),
  sentAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
});

/** One e-mail with its content, for the preview. */
export const emailSchema = emailSummarySchema.extend({ html: z.string(), text: z.string() });
