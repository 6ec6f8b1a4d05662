import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import {
  DUE_SOON_HOURS,
  type InquiryEventKind,
  type InquiryQuoteState,
  type InquiryStatus,
} from '#shared/constants/inquiries';
import { type AuditActor, recordAudit, WEBSITE_VISITOR } from '#server/audit/audit-log';
import type { Db } from '#server/db/client';
import { inquiries, inquiryEvents } from './inquiry-life-tables.js';
import type { Actor } from '#server/lib/actor';

/**
 * The one owner of an inquiry's life (decision 0030): the only module that writes an inquiry's
 * status, its reply clock and its timeline (`inquiry_events`). Quotes, bookings, billing and the
 * outbox record through it; lint refuses `update(inquiries)` and `insert(inquiryEvents)` anywhere
 * else (eslint.config.js, "starline/inquiry-life-owner"). Every function writes in the caller's
 * transaction.
 */

type InquiryRow = typeof inquiries.$inferSelect;

/**
 * Who a timeline entry is by: a staff member (by id and by name as they were named then, so the
 * entry outlives the account), the customer (by the name on their inquiry, no account), or the
 * system (nobody: the website, the outbox, a scheduled task).
 */
export type EventAuthor = Actor | { customer: string } | 'system';

/** One timeline entry to record. */
export interface InquiryEvent {
  inquiryId: string;
  kind: InquiryEventKind;
  details?: Record<string, unknown>;
}

/**
 * Who the audit log names for a step by `by`: the staff member, or for the customer and the
 * system (a scheduled task, the payment gateway's notification) the website they came through.
 */
export function auditorOf(by: EventAuthor): AuditActor {
  return by === 'system' || 'customer' in by ? WEBSITE_VISITOR : by;
}

function authorColumns(by: EventAuthor): { actorId?: string; actorName: string | null } {
  if (by === 'system') return { actorName: null };
  if ('customer' in by) return { actorName: by.customer };
  return { actorId: by.id, actorName: by.name };
}

/**
 * Puts entries on inquiries' timelines, all by one author at one moment (`at`; without it the
 * database's now). Call it in the transaction of what they record.
 */
export async function recordInquiryEvents(
  db: Db,
  by: EventAuthor,
  events: readonly InquiryEvent[],
  at?: Date,
): Promise<void> {
  if (events.length === 0) return;
  const author = authorColumns(by);
  await db.insert(inquiryEvents).values(
    events.map((event) => ({
      inquiryId: event.inquiryId,
      kind: event.kind,
      ...author,
      ...(event.details !== undefined && { details: event.details }),
      ...(at !== undefined && { createdAt: at }),
    })),
  );
}

/** Puts one entry on an inquiry's timeline (see recordInquiryEvents). */
export async function recordTimelineEvent(
  db: Db,
  inquiryId: string,
  by: EventAuthor,
  kind: InquiryEventKind,
  details?: Record<string, unknown>,
  at?: Date,
): Promise<void> {
  await recordInquiryEvents(db, by, [{ inquiryId, kind, ...(details !== undefined && { details }) }], at);
}

/** A step as the timeline and the audit log keep it: its kind, its details, before and after. */
export interface InquiryStepRecord {
  kind: InquiryEventKind;
  details: Record<string, unknown>;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown>;
}

/**
 * A step recorded on an inquiry (by a staff member, or by the system: a gateway payment that
 * confirms a booking): on its timeline as `kind` with `details`, and in the audit log as the
 * same action on `subjectLabel` (a booking's number, the inquiry's reference), `before` to
 * `after` (by default nothing to `details`).
 */
export async function recordInquiryStep(
  tx: Db,
  actor: EventAuthor,
  subject: { inquiryId: string; label: string },
  step: InquiryStepRecord,
  now: Date,
): Promise<void> {
  await recordTimelineEvent(tx, subject.inquiryId, actor, step.kind, step.details, now);
  await recordAudit(tx, auditorOf(actor), {
    kind: 'inquiry',
    action: step.kind,
    subjectId: subject.inquiryId,
    subjectLabel: subject.label,
    before: step.before ?? null,
    after: step.after ?? step.details,
  });
}

/**
 * The reply clock's one rule: the inquiry's first move away from `pending` is when it counts as
 * answered, and that moment stays.
 */
export function firstResponseAfter(inquiry: Pick<InquiryRow, 'firstResponseAt'>, to: InquiryStatus, now: Date) {
  return inquiry.firstResponseAt ?? (to === 'pending' ? null : now);
}

/**
 * Writes an inquiry's new status and its reply clock (firstResponseAfter), nothing else: for a
 * step whose own timeline entry is the status change (updateInquiryStatus). Answers the row.
 */
export async function writeInquiryStatus(
  tx: Db,
  inquiry: Pick<InquiryRow, 'id' | 'firstResponseAt'>,
  to: InquiryStatus,
  now: Date,
): Promise<InquiryRow> {
  const [row] = await tx
    .update(inquiries)
    .set({ status: to, firstResponseAt: firstResponseAfter(inquiry, to, now), updatedAt: now })
    .where(eq(inquiries.id, inquiry.id))
    .returning();
  if (!row) throw new Error(`inquiry ${inquiry.id} vanished inside its own transaction`);
  return row;
}

/**
 * Moves an inquiry to a new status as part of another step (a quote sent or accepted, a booking
 * made, confirmed or cancelled): the status, the reply clock and the `status_changed` entry on
 * its timeline, by `by`. Nothing when it has that status already.
 */
export async function moveInquiryStatus(
  tx: Db,
  inquiry: Pick<InquiryRow, 'id' | 'status' | 'firstResponseAt'>,
  to: InquiryStatus,
  by: EventAuthor,
  now: Date,
): Promise<void> {
  if (inquiry.status === to) return;
  await writeInquiryStatus(tx, inquiry, to, now);
  await recordTimelineEvent(tx, inquiry.id, by, 'status_changed', { from: inquiry.status, to }, now);
}

/** The inquiry's row locked for a step in this transaction; undefined when there is none. */
export async function lockInquiry(tx: Db, id: string): Promise<InquiryRow | undefined> {
  const [row] = await tx.select().from(inquiries).where(eq(inquiries.id, id)).for('update');
  return row;
}

/** Gives the inquiry to a staff member (null: to nobody). */
export async function writeAssignee(tx: Db, id: string, assigneeId: string | null, now: Date): Promise<void> {
  await tx.update(inquiries).set({ assigneeId, updatedAt: now }).where(eq(inquiries.id, id));
}

/** The inquiry's current quote as the list filters and shows it (quotes.ts, syncInquiryQuote). */
export async function writeInquiryQuote(
  tx: Db,
  id: string,
  quote: { state: InquiryQuoteState | null; validUntil: string | null; totalPaise: number | null },
  now: Date,
): Promise<void> {
  await tx
    .update(inquiries)
    .set({
      quoteState: quote.state,
      quoteValidUntil: quote.validUntil,
      quoteTotalPaise: quote.totalPaise,
      updatedAt: now,
    })
    .where(eq(inquiries.id, id));
}

/**
 * Marks every pending inquiry never answered that has come within DUE_SOON_HOURS of its promised
 * reply time, once (the reply clock's alert), and answers them. The update locks each row: a
 * second instance scanning at the same moment waits, sees the mark, and skips it. Inquiries
 * already past their time are not marked.
 */
export function claimDueSoonAlerts(tx: Db, now: Date): Promise<InquiryRow[]> {
  return tx
    .update(inquiries)
    .set({ dueSoonAlertedAt: now })
    .where(
      and(
        eq(inquiries.status, 'pending'),
        isNull(inquiries.firstResponseAt),
        isNull(inquiries.dueSoonAlertedAt),
        gt(inquiries.replyBy, now),
        lte(inquiries.replyBy, new Date(now.getTime() + DUE_SOON_HOURS * 3600_000)),
      ),
    )
    .returning();
}
