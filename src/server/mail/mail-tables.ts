/* The mail tables: the outbox, and the customers' status links its e-mails carry. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { EMAIL_KINDS, EMAIL_STATES } from '#shared/constants/mail';
import { oneOf } from '#server/db/columns';
import { users } from '#server/accounts/accounts-tables';
import { celebrities } from '#server/celebrities/celebrities-tables';
import { inquiries } from '#server/inquiry-life/inquiry-life-tables';
import { quotes } from '#server/quotes/quotes-tables';

/**
 * The outbox: every e-mail, written in the same transaction as the change that causes it, then
 * claimed and sent by a sender in some server process (mail/outbox.ts).
 */
export const emails = pgTable(
  'emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: EMAIL_KINDS }).notNull(),
    inquiryId: uuid('inquiry_id').references(() => inquiries.id, { onDelete: 'set null' }),
    /** The account an account e-mail is for (a password reset): its link is made for this user when sent. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The quote version an e-mail carries as a PDF, made when it is sent (a sent version never changes). */
    quoteId: uuid('quote_id').references(() => quotes.id, { onDelete: 'set null' }),
    /**
     * The booking document an e-mail carries as a PDF, by its kind: a payment (receipt voucher), a
     * refund (refund voucher), an invoice or a credit note. Documents are never deleted.
     */
    documentId: uuid('document_id'),
    /** The celebrity whose calendar feed address the e-mail carries, made when it is sent (issue 39). */
    celebrityId: uuid('celebrity_id').references(() => celebrities.id, { onDelete: 'set null' }),
    recipients: text('recipients').array().notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    state: text('state', { enum: EMAIL_STATES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When a sender may next try it (now for a new e-mail; later after a failure). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** A claim by one sender ends here; past it, another may take the e-mail over. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    /** The mail server's answer and the Message-ID it accepted. */
    smtpResponse: text('smtp_response'),
    messageId: text('message_id'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    /**
     * Lower-cased, one part a line: the inquiry's reference, each recipient and the subject, what
     * the outbox search matches (emailSearchText; migration 0024 built it for older rows).
     */
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('emails_kind_check', oneOf(t.kind, EMAIL_KINDS)),
    check('emails_state_check', oneOf(t.state, EMAIL_STATES)),
    index('emails_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.state} in ('pending', 'sending')`),
    index('emails_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    // The outbox filtered by state, newest first (failed ones are few among a million sent).
    index('emails_state_created_at_idx').on(t.state, t.createdAt.desc(), t.id.desc()),
    index('emails_inquiry_idx').on(t.inquiryId),
    // A deleted celebrity's e-mails let go of it without reading the whole outbox.
    index('emails_celebrity_idx')
      .on(t.celebrityId)
      .where(sql`${t.celebrityId} is not null`),
    // The outbox search (a reference, an address, words of a subject), as the inquiries' is.
    index('emails_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/**
 * The customer's status links of an inquiry, each as the SHA-256 of its token (the token itself
 * exists only in the e-mail that was sent: mail/secret-links.ts). Every e-mail of an inquiry
 * carries its newest working link again (remade from `seed` with STATUS_LINK_KEY), so an inquiry
 * has one link at a time; staff can revoke them all, and they run out after the inquiry closes
 * (mail/status-link-tokens.ts, decision 0023).
 */
export const inquiryStatusTokens = pgTable(
  'inquiry_status_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    inquiryId: uuid('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    /** The outbox e-mail that carried it: a retried send replaces the link its failed try made. */
    emailId: uuid('email_id').references((): AnyPgColumn => emails.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Random; the token is its HMAC with STATUS_LINK_KEY, so a later e-mail can carry it again. Null: not remakable. */
    seed: text('seed'),
    /** When an e-mail last carried it: a link works until some months after this or the inquiry's close, whichever is later. */
    lastSentAt: timestamp('last_sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Staff revoked it ("Revoke all links and send a new one"); it answers as gone. */
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('inquiry_status_tokens_inquiry_idx').on(t.inquiryId),
    index('inquiry_status_tokens_email_idx').on(t.emailId),
  ],
);
