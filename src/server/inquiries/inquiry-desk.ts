import { and, asc, desc, eq } from 'drizzle-orm';
import type { InquiryActivity, InquiryNote, StatusLinksRevoked } from '#shared/schemas/inquiry';
import type { Db } from '#server/db/client';
import { users } from '#server/accounts/accounts-tables';
import { emails } from '#server/mail/mail-tables';
import { inquiries, inquiryEvents, inquiryNotes } from '#server/inquiry-life/inquiry-life-tables';
import { changeInquiry } from './change-inquiry.js';
import { writeAssignee } from '#server/inquiry-life/inquiry-life';
import type { Actor } from '#server/lib/actor';
import { type DeskSettings, statusLinkEmail } from './inquiry-emails.js';
import { emailAgencyOf } from '#server/site/email-agency';
import { queueEmail, toEmailSummary } from '#server/mail/outbox';
import { revokeStatusLinks } from '#server/mail/status-link-tokens';

/** Refused: the chosen assignee is not an active member of the team. */
export class AssigneeNotActiveError extends Error {
  constructor() {
    super('The assignee must be an active staff member');
    this.name = 'AssigneeNotActiveError';
  }
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
export async function addInquiryNote(db: Db, id: string, body: string, actor: Actor): Promise<InquiryNote | null> {
  return changeInquiry(
    db,
    id,
    {
      kind: 'note_added',
      write: async (tx, _row, now) => {
        const [note] = await tx
          .insert(inquiryNotes)
          .values({ inquiryId: id, authorId: actor.id, authorName: actor.name, body, createdAt: now })
          .returning();
        if (!note) throw new Error('note insert returned no row');
        return note;
      },
      details: (_row, note) => ({ noteId: note.id }),
      before: () => null,
      after: () => ({ note: body }),
      answer: (_tx, _row, note) => {
        if (!note) throw new Error('a note is always added');
        return { _id: note.id, authorName: note.authorName, body: note.body, createdAt: note.createdAt.toISOString() };
      },
    },
    actor,
  );
}

/**
 * Hands an inquiry to an active member of the team (or to nobody), on the timeline; false for
 * an unknown inquiry. Choosing the current assignee again changes nothing.
 */
export async function assignInquiry(db: Db, id: string, assigneeId: string | null, actor: Actor): Promise<boolean> {
  const names = new Map<string | null, string | null>([[null, null]]);
  const nameOf = async (tx: Db, userId: string | null) => {
    if (!names.has(userId) && userId !== null) {
      const [user] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
      names.set(userId, user?.name ?? null);
    }
    return names.get(userId) ?? null;
  };
  const changed = await changeInquiry(
    db,
    id,
    {
      kind: 'assigned',
      check: async (tx) => {
        if (assigneeId === null) return;
        const [assignee] = await tx
          .select({ name: users.name })
          .from(users)
          .where(and(eq(users.id, assigneeId), eq(users.status, 'active')));
        if (!assignee) throw new AssigneeNotActiveError();
        names.set(assigneeId, assignee.name);
      },
      unchanged: (row) => row.assigneeId === assigneeId,
      write: async (tx, row, now) => {
        await writeAssignee(tx, id, assigneeId, now);
        return { previous: await nameOf(tx, row.assigneeId), assigneeName: await nameOf(tx, assigneeId) };
      },
      details: (_row, done) => ({ assigneeId, assigneeName: done.assigneeName }),
      before: (_row, done) => ({ assignee: done.previous }),
      after: (_row, done) => ({ assignee: done.assigneeName }),
      answer: () => true,
    },
    actor,
  );
  return changed ?? false;
}

/**
 * Queues the customer's status link again (they lost the first e-mail): their newest working
 * link (a new one if none works), made when the e-mail is sent, on the timeline with who asked
 * for it. Null for an unknown inquiry.
 */
export async function sendStatusLinkAgain(
  db: Db,
  settings: DeskSettings,
  id: string,
  actor: Actor,
): Promise<{ emailId: string; recipients: string[] } | null> {
  return changeInquiry(
    db,
    id,
    {
      kind: 'status_link_sent',
      write: async (tx, row, now) => queueEmail(tx, await statusLinkEmail(row, settings, await emailAgencyOf(tx)), now),
      details: (_row, email) => ({ emailId: email.id, recipients: email.recipients }),
      before: () => null,
      after: (_row, email) => ({ recipients: email.recipients }),
      answer: (_tx, _row, email) => {
        if (!email) throw new Error('the status link is always queued');
        return { emailId: email.id, recipients: email.recipients };
      },
    },
    actor,
  );
}

/**
 * "Revoke all links and send a new one" (issue 36): every status link of the inquiry stops
 * working at once (answering 410), and a new one is e-mailed to the customer, made when the
 * e-mail is sent. Audited and on the timeline with how many links were revoked. Null for an
 * unknown inquiry.
 */
export async function revokeStatusLinksAndResend(
  db: Db,
  settings: DeskSettings,
  id: string,
  actor: Actor,
): Promise<StatusLinksRevoked | null> {
  return changeInquiry(
    db,
    id,
    {
      kind: 'status_links_revoked',
      write: async (tx, row, now) => {
        const revoked = await revokeStatusLinks(tx, id, now);
        const email = await queueEmail(tx, await statusLinkEmail(row, settings, await emailAgencyOf(tx), true), now);
        return { revoked, emailId: email.id, recipients: email.recipients };
      },
      details: (_row, done) => done,
      before: (_row, done) => ({ statusLinks: done.revoked }),
      after: (_row, done) => ({ statusLinks: 0, newLinkSentTo: done.recipients }),
      answer: (_tx, _row, done) => {
        if (!done) throw new Error('the links are always revoked');
        return done;
      },
    },
    actor,
  );
}
