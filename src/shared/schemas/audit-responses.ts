/* The audit log's entries as the API answers them. */
import { z } from 'zod';
import { AUDIT_KINDS } from '../constants/audit.js';
import { id, isoDateTime } from './envelope-responses.js';

/** One change in the audit log: who, when, what, and the record's values before and after. */
export const auditEntrySchema = z.object({
  _id: id,
  actorId: id.nullable(),
  actorName: z.string(),
  kind: z.enum(AUDIT_KINDS),
  action: z.string(),
  subjectId: z.string(),
  subjectLabel: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: isoDateTime,
});
