import { eq } from 'drizzle-orm';
import type { InquiryEventKind } from '#shared/constants/inquiries';
import { applyAuditedChange } from '#server/audit/audited-change';
import type { Db } from '#server/db/client';
import { inquiries } from './inquiries-tables.js';
import type { Actor } from '#server/lib/actor';
import { recordTimelineEvent } from './timeline.js';

type InquiryTableRow = typeof inquiries.$inferSelect;

/** A staff change to one inquiry: what `changeInquiry` needs beyond the inquiry's id. */
export interface InquiryChange<Done, Answer> {
  /** The change's name on the timeline and in the audit log. */
  kind: InquiryEventKind;
  check?: (tx: Db, row: InquiryTableRow) => Promise<void>;
  unchanged?: (row: InquiryTableRow) => boolean;
  write: (tx: Db, row: InquiryTableRow, now: Date) => Promise<Done>;
  /** The timeline entry's details. */
  details: (row: InquiryTableRow, done: Done) => Record<string, unknown>;
  /** The audit entry's values before and after. */
  before: (row: InquiryTableRow, done: Done) => unknown;
  after: (row: InquiryTableRow, done: Done) => unknown;
  /** E-mails the change queues, in its transaction. */
  mail?: (tx: Db, row: InquiryTableRow, done: Done, now: Date) => Promise<void>;
  answer: (tx: Db, row: InquiryTableRow, done: Done | undefined) => Promise<Answer> | Answer;
}

/**
 * Every staff change to an inquiry (status, assignee, quote, a note, the status link sent
 * again): the row locked, nothing done when nothing changes, then the write, the audit entry,
 * the timeline entry and the e-mails in one transaction. Null for an unknown inquiry.
 */
export function changeInquiry<Done, Answer>(
  db: Db,
  id: string,
  change: InquiryChange<Done, Answer>,
  actor: Actor,
): Promise<Answer | null> {
  return applyAuditedChange(db, actor, {
    lock: async (tx) => (await tx.select().from(inquiries).where(eq(inquiries.id, id)).for('update'))[0],
    ...(change.check && { check: change.check }),
    ...(change.unchanged && { unchanged: change.unchanged }),
    write: change.write,
    audit: (_tx, row, done) => ({
      kind: 'inquiry',
      action: change.kind,
      subjectId: id,
      subjectLabel: `${row.reference} (${row.name})`,
      before: change.before(row, done),
      after: change.after(row, done),
    }),
    also: async (tx, row, done, now) => {
      await recordTimelineEvent(tx, id, actor, change.kind, change.details(row, done), now);
      await change.mail?.(tx, row, done, now);
    },
    answer: change.answer,
  });
}
