import { and, eq, inArray, lte, notInArray, or, sql } from 'drizzle-orm';
import type { EmailKind } from '#shared/constants/mail';
import { RETRY_FOR_HOURS, retryDelaySeconds } from '#shared/email-retries';
import type { ListMeta } from '#shared/schemas/envelope';
import type { Email, EmailListQuery, EmailSummary } from '#shared/schemas/email';
import type { Db } from '#server/db/client';
import { keysetList, tableRows } from '#server/db/list-query';
import { newestFirstKeyset } from '#server/db/keyset';
import { listTotal } from '#server/db/list-total';
import { emails } from './mail-tables.js';
import { containsPattern, emailSearchText } from '#server/lib/search-text';

export type EmailRow = typeof emails.$inferSelect;

export interface OutgoingEmail {
  kind: EmailKind;
  /** The inquiry the e-mail is about, with its reference (which the outbox's search finds it by). */
  inquiry?: { id: string; reference: string };
  /** The account an account e-mail is for (its reset link is made for this user when sent). */
  userId?: string;
  /** The quote version the e-mail attaches as a PDF, made when it is sent (see outbox-sender.ts). */
  quoteId?: string;
  /** The booking document (payment, refund, invoice, credit note) attached as a PDF by its kind. */
  documentId?: string;
  /** The celebrity whose calendar feed address the e-mail carries, made when it is sent. */
  celebrityId?: string;
  recipients: string[];
  subject: string;
  /** With a secret link's token as `[hidden]` (mail/secret-links.ts), never a working one. */
  html: string;
  text: string;
}

/**
 * Writes an e-mail to the outbox. Call it inside the transaction of the change that causes it:
 * the e-mail then exists exactly when the change does, and a sender picks it up from there.
 * `at` is the moment of that change (its timeline entry's), so the timeline shows the cause and
 * its e-mail at one moment, cause first; without it, the moment of this call.
 */
export async function queueEmail(db: Db, email: OutgoingEmail, at: Date = new Date()): Promise<EmailRow> {
  const { inquiry, ...fields } = email;
  const [row] = await db
    .insert(emails)
    .values({
      ...fields,
      searchText: emailSearchText({ ...fields, reference: inquiry?.reference ?? null }),
      inquiryId: inquiry?.id ?? null,
      userId: email.userId ?? null,
      quoteId: email.quoteId ?? null,
      documentId: email.documentId ?? null,
      createdAt: at,
    })
    .returning();
  if (!row) throw new Error('outbox insert returned no row');
  return row;
}

/** How long one sender holds a claimed e-mail before another may take it over. */
export const CLAIM_SECONDS = 120;

/**
 * Claims up to `limit` e-mails that are due: waiting ones whose time has come, and ones whose
 * sender's claim ran out (it died mid-send). `FOR UPDATE SKIP LOCKED` lets any number of
 * senders in any number of processes claim at once without ever taking the same row.
 */
export async function claimDueEmails(db: Db, limit: number, now = new Date()): Promise<EmailRow[]> {
  const due = db
    .select({ id: emails.id })
    .from(emails)
    .where(
      or(
        and(eq(emails.state, 'pending'), lte(emails.nextAttemptAt, now)),
        and(eq(emails.state, 'sending'), lte(emails.claimedUntil, now)),
      ),
    )
    .orderBy(emails.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(emails)
    .set({
      state: 'sending',
      attempts: sql`${emails.attempts} + 1`,
      claimedUntil: new Date(now.getTime() + CLAIM_SECONDS * 1000),
    })
    .where(inArray(emails.id, due))
    .returning();
}

/**
 * What a delivery's outcome leaves on its inquiry's timeline, in the outcome's transaction. The
 * inquiry desk records it (inquiry-life/inquiry-life.ts owns the timeline; mail comes after
 * inquiries in the domain order, so the sender is handed the recorder: OutboxSender.recordDeliveriesWith).
 */
export type DeliveryRecorder = (
  tx: Db,
  outcome: { inquiryId: string; kind: 'email_sent' | 'email_failed'; details: Record<string, unknown> },
) => Promise<void>;

/** The mail server took the e-mail: recorded with its answer, and on the inquiry's timeline. */
export async function recordSent(
  db: Db,
  email: EmailRow,
  result: { messageId: string; response: string },
  recordDelivery?: DeliveryRecorder,
) {
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(emails)
      .set({
        state: 'sent',
        sentAt: new Date(),
        messageId: result.messageId,
        smtpResponse: result.response,
        lastError: null,
        claimedUntil: null,
      })
      .where(and(eq(emails.id, email.id), eq(emails.state, 'sending')))
      .returning({ id: emails.id });
    if (updated && email.inquiryId) {
      await recordDelivery?.(tx, {
        inquiryId: email.inquiryId,
        kind: 'email_sent',
        details: { emailId: email.id, emailKind: email.kind, recipients: email.recipients },
      });
    }
  });
}

/**
 * A send failed: tried again later with backoff, or, once the e-mail is older than
 * RETRY_FOR_HOURS, marked failed (and the failure put on the inquiry's timeline).
 */
export async function recordFailure(
  db: Db,
  email: EmailRow,
  error: string,
  now = new Date(),
  recordDelivery?: DeliveryRecorder,
) {
  const givingUp = now.getTime() - email.createdAt.getTime() >= RETRY_FOR_HOURS * 3600_000;
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(emails)
      .set({
        state: givingUp ? 'failed' : 'pending',
        lastError: error.slice(0, 1000),
        claimedUntil: null,
        nextAttemptAt: new Date(now.getTime() + retryDelaySeconds(email.attempts) * 1000),
      })
      .where(and(eq(emails.id, email.id), eq(emails.state, 'sending')))
      .returning({ id: emails.id });
    if (updated && givingUp && email.inquiryId) {
      await recordDelivery?.(tx, {
        inquiryId: email.inquiryId,
        kind: 'email_failed',
        details: { emailId: email.id, emailKind: email.kind, error: error.slice(0, 300) },
      });
    }
  });
}

/**
 * The e-mail can never be sent as it should (its secret link has no subject any more: the
 * inquiry deleted, the account disabled): given up at once, with the reason.
 */
export async function recordGivenUp(db: Db, email: EmailRow, reason: string) {
  await db
    .update(emails)
    .set({ state: 'failed', lastError: reason.slice(0, 1000), claimedUntil: null })
    .where(and(eq(emails.id, email.id), eq(emails.state, 'sending')));
}

/** No mail server is configured: the e-mail stays readable in the outbox, marked unsent. */
export async function recordUnsent(db: Db, email: EmailRow) {
  await db
    .update(emails)
    .set({ state: 'unsent', claimedUntil: null })
    .where(and(eq(emails.id, email.id), eq(emails.state, 'sending')));
}

/** The API shape of an outbox e-mail, without its content. */
export function toEmailSummary(row: EmailRow): EmailSummary {
  return {
    _id: row.id,
    kind: row.kind,
    inquiry: row.inquiryId,
    recipients: row.recipients,
    subject: row.subject,
    state: row.state,
    attempts: row.attempts,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    lastError: row.lastError,
    smtpResponse: row.smtpResponse,
    messageId: row.messageId,
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * E-mails that carry a way into someone's account (a password reset link): only admins, who may
 * set any password anyway, read them in the outbox; to staff they do not exist.
 */
const ACCOUNT_EMAIL_KINDS: readonly EmailKind[] = ['password_reset'];

/** Who reads the outbox: `accountEmails` is true for admins (see ACCOUNT_EMAIL_KINDS). */
export interface OutboxReader {
  accountEmails: boolean;
}

/** Newest first, as emails_created_at_idx reads. */
const OUTBOX_ORDER = newestFirstKeyset(emails.createdAt, emails.id);

/**
 * The outbox, newest first, optionally one state only and searched (`q`: a reference, an address
 * or words of a subject, anywhere in emails.search_text, which a trigram index reads), paged by
 * cursor.
 */
export async function listEmails(
  db: Db,
  query: EmailListQuery,
  reader: OutboxReader = { accountEmails: true },
): Promise<{ items: EmailSummary[]; meta: ListMeta }> {
  const where = and(
    query.state ? eq(emails.state, query.state) : undefined,
    query.q ? sql`${emails.searchText} like ${containsPattern(query.q)}` : undefined,
    reader.accountEmails ? undefined : notInArray(emails.kind, [...ACCOUNT_EMAIL_KINDS]),
  );
  const { rows, meta } = await keysetList(OUTBOX_ORDER, query, where, tableRows(db, emails, OUTBOX_ORDER), () =>
    listTotal(db, emails, where),
  );
  return { items: rows.map(toEmailSummary), meta };
}

/** One e-mail with its HTML and plain text, or null (also for one the reader may not see). */
export async function getEmail(
  db: Db,
  id: string,
  reader: OutboxReader = { accountEmails: true },
): Promise<Email | null> {
  const [row] = await db.select().from(emails).where(eq(emails.id, id));
  if (!row || (!reader.accountEmails && ACCOUNT_EMAIL_KINDS.includes(row.kind))) return null;
  return { ...toEmailSummary(row), html: row.html, text: row.text };
}
