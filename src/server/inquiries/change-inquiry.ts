import type { InquiryEventKind } from '#shared/constants/inquiries';
import type { Db } from '#server/db/client';
import type { inquiries } from '#server/inquiry-life/inquiry-life-tables';
import type { Actor } from '#server/lib/actor';
import { lockInquiry } from '#server/inquiry-life/inquiry-life';
import { runInquiryStep } from '#server/inquiry-life/inquiry-step';

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
 * Every staff change to an inquiry itself (status, assignee, quote, a note, the status link sent
 * again): runInquiryStep on the inquiry's locked row, audited and on its timeline as `kind`
 * under the inquiry's reference. Null for an unknown inquiry.
 */
export function changeInquiry<Done, Answer>(
  db: Db,
  id: string,
  change: InquiryChange<Done, Answer>,
  actor: Actor,
): Promise<Answer | null> {
  return runInquiryStep(db, actor, {
    lock: (tx) => lockInquiry(tx, id),
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
    timeline: (row, done) => ({ inquiryId: id, kind: change.kind, details: change.details(row, done) }),
    ...(change.mail && { mail: change.mail }),
    answer: change.answer,
  });
}
