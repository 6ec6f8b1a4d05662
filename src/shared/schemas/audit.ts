import { z } from 'zod';
import type { auditEntrySchema } from './audit-responses.js';
import { AUDIT_KINDS } from '../constants/audit.js';
import { cursorAlone, cursorAloneError, cursorPaginationSchema, searchTextSchema } from './common.js';

const isoDay = (label: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine(
      (value) => value === undefined || (/^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))),
      `${label} must be a date such as 2026-11-23`,
    );

/**
 * `GET /api/audit`: the audit log, newest first, by person (`actor`, a user's id), kind, day
 * range (India's calendar days, both ends included) and text (in the record's name or the
 * person's), paged.
 */
export const auditListQuerySchema = cursorPaginationSchema
  .extend({
    q: searchTextSchema,
    actor: z
      .union([z.uuid('actor must be a user id'), z.literal('')])
      .optional()
      .transform((value) => value || undefined),
    kind: z
      .union([z.enum(AUDIT_KINDS, `kind must be one of ${AUDIT_KINDS.join(', ')}`), z.literal(''), z.literal('all')])
      .optional()
      .transform((value) => (value === '' || value === 'all' ? undefined : value)),
    from: isoDay('from'),
    to: isoDay('to'),
  })
  .refine((value) => !value.from || !value.to || value.from <= value.to, {
    path: ['to'],
    message: 'to must not be before from',
  })
  .refine(cursorAlone, cursorAloneError);
export type AuditListQuery = z.output<typeof auditListQuerySchema>;

export type AuditEntry = z.output<typeof auditEntrySchema>;
