import { type AuditedChange, applyAuditedChange } from '#server/audit/audited-change';
import type { Db } from '#server/db/client';
import { retryOnDeadlock } from '#server/lib/pg-errors';
import { auditorOf, type EventAuthor, type InquiryEvent, recordInquiryEvents } from './inquiry-life.js';

/**
 * One step a person takes on an inquiry, a quote, a booking or a document, as runInquiryStep
 * runs it: `Row` is the record as locked, `Done` what the write hands on to what follows it.
 */
export interface InquiryStep<Row, Done, Answer = Done> extends Omit<
  AuditedChange<Row, Done, Answer>,
  'audit' | 'also' | 'answer'
> {
  /** What the caller gets back, changed or not (by default what the write handed on). */
  answer?: AuditedChange<Row, Done, Answer>['answer'];
  /** The audit entry (none by default: a customer's answer on their status link is not audited). */
  audit?: AuditedChange<Row, Done, Answer>['audit'];
  /** The step's entries on the timeline, by whoever takes the step (none by default). */
  timeline?: (row: Row, done: Done) => InquiryEvent | readonly InquiryEvent[] | null;
  /** The e-mails the step queues, in its transaction, after its timeline entries. */
  mail?: (tx: Db, row: Row, done: Done, now: Date) => Promise<void>;
  /**
   * Runs the whole step again when PostgreSQL ended it to break a deadlock (two steps taking
   * one celebrity's days at once; retryOnDeadlock).
   */
  retryDeadlock?: boolean;
  /**
   * Turns a failure the database raised into the refusal people read (an exclusion constraint's
   * clash into the 409 naming the clash); undefined leaves the error as it is.
   */
  clash?: (error: unknown) => Promise<Error | undefined>;
}

/**
 * The one audited step on an inquiry's life (decision 0030): in one transaction the row locked,
 * nothing done when nothing changes, then the write, the audit entry, the timeline entries and
 * the e-mails; run again after a deadlock, and a clash turned into its refusal. Null when the
 * locked record does not exist. Staff steps are by their actor; a customer's by their name.
 */
export async function runInquiryStep<Row, Done, Answer = Done>(
  db: Db,
  by: EventAuthor,
  step: InquiryStep<Row, Done, Answer>,
): Promise<Answer | null> {
  const { audit, timeline, mail, retryDeadlock, clash, answer, ...change } = step;
  const auditor = auditorOf(by);
  const run = () =>
    applyAuditedChange(db, auditor, {
      ...change,
      audit: (tx, row, done) => audit?.(tx, row, done) ?? null,
      answer: answer ?? ((_tx, _row, done) => done as Answer),
      also: async (tx, row, done, now) => {
        const entries = timeline?.(row, done) ?? [];
        await recordInquiryEvents(tx, by, Array.isArray(entries) ? entries : [entries as InquiryEvent], now);
        await mail?.(tx, row, done, now);
      },
    });
  try {
    return await (retryDeadlock ? retryOnDeadlock(run) : run());
  } catch (error) {
    const refusal = await clash?.(error);
    throw refusal ?? error;
  }
}
