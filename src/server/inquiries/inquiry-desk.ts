import { and, asc, desc, eq } from 'drizzle-orm';
import type { InquiryActivity, InquiryNote } from '#shared/schemas/inquiry';
import type { Db } from '#server/db/client';
import { emails, inquiries, inquiryEvents, inquiryNotes, users } from '#server/db/schema';
import { inquiryAuditLabel, recordAudit } from '#server/audit/audit-log';
import { type DeskActor, recordDeskEvent } from './inquiry-events.js';
import { type DeskSettings, statusLinkEmail } from './inquiry-emails.js';
import { emailAgencyOf } from '#server/site/email-agency';
import { queueEmail, toEmailSummary } from '#server/mail/outbox';

/** Refused: the chosen assignee is not an active member of the team. */
export class AssigneeNotActiveError extends Error {
  constructor() {
    super('The assignee must be an active staff member');
    this.name = 'AssigneeNotActiveError';
  }
}

async function inquiryExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: inquiries.id }).from(inquiries).where(eq(inquiries.id, id)).for('update');
  return row !== undefined;
}

/**
 * An inquiry's notes, newest first, its e-mails and its timeline, oldest first; null for an
 * unknown inquiry.
 */
export async function inquiryActivity(db: Db, id: string): Promise<InquiryActivity | null> {
  const [row] = await db.select({ id: inquiries.id }).from(inquiries).where(eq(inquiries.id, id));
  if (!row) return null;
  const [notes, sent, events] = await Promise.all([
    db
      .select()
      .from(inquiryNotes)
      .where(eq(inquiryNotes.inquiryId, id))
      .orderBy(desc(inquiryNotes.createdAt), desc(inquiryNotes.id)),
    db.select().from(emails).where(eq(emails.inquiryId, id)).orderBy(asc(emails.createdAt), asc(emails.id)),
    db
      .select()
      .from(inquiryEvents)
      .where(eq(inquiryEvents.inquiryId, id))
      .orderBy(asc(inquiryEvents.createdAt), asc(inquiryEvents.id)),
  ]);
  return {
    notes: notes.map((note) => ({
      _id: note.id,
      authorName: note.authorName,
      body: note.body,
      createdAt: note.createdAt.toISOString(),
    })),
    emails: sent.map(toEmailSummary),
    timeline: events.map((event) => ({
      kind: event.kind,
      actorName: event.actorName,
      details: event.details as Record<string, unknown>,
      at: event.createdAt.toISOString(),
    })),
  };
}

/** Adds a note, and its mention on the timeline; null for an unknown inquiry. */
export async function addInquiryNote(db: Db, id: string, body: string, actor: DeskActor): Promise<InquiryNote | null> {
  return db.transaction(async (tx) => {
    if (!(await inquiryExists(tx, id))) return null;
    const [note] = await tx
      .insert(inquiryNotes)
      .values({ inquiryId: id, authorId: actor.id, authorName: actor.name, body })
      .returning();
    if (!note) throw new Error('note insert returned no row');
    await recordDeskEvent(tx, id, actor, 'note_added', { noteId: note.id }, note.createdAt);
    await recordAudit(tx, actor, {
      kind: 'inquiry',
      action: 'note_added',
      subjectId: id,
      subjectLabel: await inquiryAuditLabel(tx, id),
      before: null,
      after: { note: body },
    });
    return { _id: note.id, authorName: note.authorName, body: note.body, createdAt: note.createdAt.toISOString() };
  });
}

/**
 * Hands an inquiry to an active member of the team (or to nobody), on the timeline; false for
 * an unknown inquiry. Choosing the current assignee again changes nothing.
 */
export async function assignInquiry(db: Db, id: string, assigneeId: string | null, actor: DeskActor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ assigneeId: inquiries.assigneeId })
      .from(inquiries)
      .where(eq(inquiries.id, id))
      .for('update');
    if (!current) return false;
    let assigneeName: string | null = null;
    if (assigneeId !== null) {
      const [assignee] = await tx
        .select({ name: users.name })
        .from(users)
        .where(and(eq(users.id, assigneeId), eq(users.status, 'active')));
      if (!assignee) throw new AssigneeNotActiveError();
      assigneeName = assignee.name;
    }
    if (current.assigneeId === assigneeId) return true;
    const [previous] = current.assigneeId
      ? await tx.select({ name: users.name }).from(users).where(eq(users.id, current.assigneeId))
      : [];
    await tx.update(inquiries).set({ assigneeId, updatedAt: new Date() }).where(eq(inquiries.id, id));
    await recordDeskEvent(tx, id, actor, 'assigned', { assigneeId, assigneeName });
    await recordAudit(tx, actor, {
      kind: 'inquiry',
      action: 'assigned',
      subjectId: id,
      subjectLabel: await inquiryAuditLabel(tx, id),
      before: { assignee: previous?.name ?? null },
      after: { assignee: assigneeName },
    });
    return true;
  });
}

/** Records the quote given (whole rupees, or null to clear it), on the timeline; false for an unknown inquiry. */
export async function quoteInquiry(
  db: Db,
  id: string,
  quotedAmount: number | null,
  actor: DeskActor,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ quotedAmount: inquiries.quotedAmount })
      .from(inquiries)
      .where(eq(inquiries.id, id))
      .for('update');
    if (!current) return false;
    if (current.quotedAmount === quotedAmount) return true;
    await tx.update(inquiries).set({ quotedAmount, updatedAt: new Date() }).where(eq(inquiries.id, id));
    await recordDeskEvent(tx, id, actor, 'quoted', { from: current.quotedAmount, to: quotedAmount });
    await recordAudit(tx, actor, {
      kind: 'inquiry',
      action: 'quoted',
      subjectId: id,
      subjectLabel: await inquiryAuditLabel(tx, id),
      before: { quotedAmount: current.quotedAmount },
      after: { quotedAmount },
    });
    return true;
  });
}

/**
 * Queues the customer's status link again (they lost the first e-mail): a new link, made when
 * the e-mail is sent, on the timeline with who asked for it. Null for an unknown inquiry.
 */
export async function sendStatusLinkAgain(
  db: Db,
  settings: DeskSettings,
  id: string,
  actor: DeskActor,
): Promise<{ emailId: string; recipients: string[] } | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(inquiries).where(eq(inquiries.id, id)).for('update');
    if (!row) return null;
    const now = new Date();
    const email = await queueEmail(tx, await statusLinkEmail(row, settings, await emailAgencyOf(tx)), now);
    await recordDeskEvent(tx, id, actor, 'status_link_sent', { emailId: email.id, recipients: email.recipients }, now);
    await recordAudit(tx, actor, {
      kind: 'inquiry',
      action: 'status_link_sent',
      subjectId: id,
      subjectLabel: `${row.reference} (${row.name})`,
      before: null,
      after: { recipients: email.recipients },
    });
    return { emailId: email.id, recipients: email.recipients };
  });
}
