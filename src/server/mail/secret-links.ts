import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { EmailKind } from '#shared/constants/mail';
import { PAGES } from '#shared/pages';
import type { Db } from '#server/db/client';
import { passwordResetTokens, users } from '#server/accounts/accounts-tables';
import { inquiries } from '#server/inquiries/inquiries-tables';
import { type emails, inquiryStatusTokens } from './mail-tables.js';
import { hashToken, newToken } from '#server/lib/tokens';
import { newSeed, reuseNewestLink, statusLinkKeyOf, tokenOfSeed } from './status-link-tokens.js';

/**
 * Secret links (a password reset, a customer's status page) never rest in the database in a
 * form that works. An e-mail that carries one is stored with the token shown as HIDDEN_TOKEN,
 * which is all the outbox and its preview can show; the sender makes the real token at the
 * moment of sending, stores only its SHA-256, and puts the link into the message it hands to
 * the mail server. A copy of the database, or an admin reading the outbox, gets no way in.
 */
export const HIDDEN_TOKEN = '[hidden]';

/** How long a password reset link works, from the moment it is sent. */
export const RESET_LINK_MINUTES = 30;

type EmailRow = typeof emails.$inferSelect;

/** The customer's private status page. */
export function statusUrlOf(siteUrl: string, token: string): string {
  return `${siteUrl}${PAGES.inquiryStatus.getHref(token)}`;
}

/** A password reset page with its one-time token. */
export function resetUrlOf(siteUrl: string, token: string): string {
  return `${siteUrl}${PAGES.adminResetPassword.getHref()}?token=${encodeURIComponent(token)}`;
}

/** The status link as an e-mail is stored: `…/inquiry/[hidden]`. */
export function hiddenStatusUrl(siteUrl: string): string {
  return `${siteUrl}${PAGES.inquiryStatus.path.replace(':id', HIDDEN_TOKEN)}`;
}

/** The reset link as an e-mail is stored: `…/reset-password?token=[hidden]`. */
export function hiddenResetUrl(siteUrl: string): string {
  return `${siteUrl}${PAGES.adminResetPassword.getHref()}?token=${HIDDEN_TOKEN}`;
}

/** Which e-mails carry a secret link, and of what kind. */
const SECRET_LINK_OF_KIND: Partial<Record<EmailKind, 'status' | 'reset'>> = {
  inquiry_received: 'status',
  status_link: 'status',
  quote_sent: 'status',
  quote_accepted: 'status',
  receipt_voucher: 'status',
  refund_voucher: 'status',
  tax_invoice: 'status',
  credit_note: 'status',
  booking_cancelled: 'status',
  balance_reminder: 'status',
  password_reset: 'reset',
};

/** An e-mail whose link cannot be made any more: why, in words for the outbox. */
export class LinkNotIssuedError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'LinkNotIssuedError';
  }
}

/** Without STATUS_LINK_KEY: one key for this process's life (a restart makes the next e-mail's link new). */
const PROCESS_STATUS_LINK_KEY = statusLinkKeyOf(undefined);

/**
 * The content to hand to the mail server: as stored, with its secret link made now. A status
 * e-mail carries its inquiry's newest working link again (status-link-tokens.ts), and makes one
 * only when there is none; `statusLinkKey` remakes it. A reset link is new each time. A link
 * made for an earlier try of the same e-mail (that failed, or whose sender died) stops working,
 * so one e-mail never leaves more than one working link behind. Throws LinkNotIssuedError when
 * the link has no subject any more (the inquiry deleted, the account disabled).
 */
export async function contentToSend(
  db: Db,
  email: EmailRow,
  siteUrl: string,
  now = new Date(),
  statusLinkKey = PROCESS_STATUS_LINK_KEY,
): Promise<{ html: string; text: string }> {
  const secret = SECRET_LINK_OF_KIND[email.kind];
  const hidden = secret === 'status' ? hiddenStatusUrl(siteUrl) : secret === 'reset' ? hiddenResetUrl(siteUrl) : '';
  if (!secret || !email.html.includes(hidden)) return { html: email.html, text: email.text };
  const token = await db.transaction(async (tx) => {
    if (secret === 'status') return issueStatusToken(tx, email, statusLinkKey, now);
    const made = newToken();
    await issueResetToken(tx, email, made, now);
    return made;
  });
  const real = secret === 'status' ? statusUrlOf(siteUrl, token) : resetUrlOf(siteUrl, token);
  return { html: email.html.replaceAll(hidden, real), text: email.text.replaceAll(hidden, real) };
}

async function issueStatusToken(db: Db, email: EmailRow, key: string, now: Date): Promise<string> {
  const [inquiry] = email.inquiryId
    ? await db.select({ id: inquiries.id }).from(inquiries).where(eq(inquiries.id, email.inquiryId)).for('update')
    : [];
  if (!inquiry) throw new LinkNotIssuedError('The inquiry was deleted, so no status link was sent.');
  // The inquiry's row is locked: two senders cannot both find no link and make one each.
  const reused = await reuseNewestLink(db, inquiry.id, key, now);
  if (reused) return reused;
  await db.delete(inquiryStatusTokens).where(eq(inquiryStatusTokens.emailId, email.id));
  const seed = newSeed();
  const token = tokenOfSeed(key, seed);
  await db
    .insert(inquiryStatusTokens)
    .values({ tokenHash: hashToken(token), inquiryId: inquiry.id, emailId: email.id, seed, lastSentAt: now });
  return token;
}

async function issueResetToken(db: Db, email: EmailRow, token: string, now: Date): Promise<void> {
  const [user] = email.userId
    ? await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, email.userId), eq(users.status, 'active')))
    : [];
  if (!user) throw new LinkNotIssuedError('The account is no longer active, so no reset link was sent.');
  // A failed try's link goes (a link already used stays as the record of its use), and so do
  // the user's links that have run out.
  await db
    .delete(passwordResetTokens)
    .where(
      or(
        and(eq(passwordResetTokens.emailId, email.id), isNull(passwordResetTokens.usedAt)),
        and(eq(passwordResetTokens.userId, user.id), lte(passwordResetTokens.expiresAt, now)),
      ),
    );
  await db.insert(passwordResetTokens).values({
    tokenHash: hashToken(token),
    userId: user.id,
    emailId: email.id,
    expiresAt: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000),
  });
}
