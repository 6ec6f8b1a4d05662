import { z } from 'zod';
import type { privacyErasureResultSchema, privacyErasureSchema, privacyExportSchema } from './privacy-responses.js';
import { emailSchema } from './common.js';
import { optionalPhone } from './staff.js';

/**
 * One person's data on request (DPDP Act 2023): found by the e-mail address they used and, when
 * given, their phone number ('' when not), which matches a stored number by its digits (an
 * inquiry may carry another address, or the number in a note or an e-mail).
 */
export const privacyRequestSchema = z.object({ email: emailSchema, phone: optionalPhone });
export type PrivacyRequest = z.output<typeof privacyRequestSchema>;
/** What the form holds before parsing (the phone may be left out). */
export type PrivacyRequestInput = z.input<typeof privacyRequestSchema>;

export type PrivacyExport = z.output<typeof privacyExportSchema>;
export type PrivacyErasure = z.output<typeof privacyErasureSchema>;
export type PrivacyErasureResult = z.output<typeof privacyErasureResultSchema>;
