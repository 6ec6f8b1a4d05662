import { z } from 'zod';
import type { privacyErasureSchema, privacyExportSchema } from './responses.js';
import { emailSchema } from './common.js';

/** One person's data on request (DPDP Act 2023): found by the e-mail address they used. */
export const privacyRequestSchema = z.object({ email: emailSchema });
export type PrivacyRequest = z.output<typeof privacyRequestSchema>;

export type PrivacyExport = z.output<typeof privacyExportSchema>;
export type PrivacyErasure = z.output<typeof privacyErasureSchema>;
