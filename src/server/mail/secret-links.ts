import { eq } from 'drizzle-orm';
import type { EmailKind } from '#shared/constants/mail';
import { TALENT_INVITATION_LINK_DAYS } from '#shared/constants/talent';
import { PAGES } from '#shared/pages';
import type { Db } from '#server/db/client';
import { type emails, inquiryStatusTokens } from './mail-tables.js';
import { hashToken, newToken } from '#server/lib/tokens';
import { type InquiryClosedAt, newSeed, reuseNewestLink, statusLinkKeyOf, tokenOfSeed } from './status-link-tokens.js';

/**
 * Secret links (a password reset, a customer's status page, a calendar feed) never rest in the database in a
 * form that works. An e-mail that carries one is stored with the token shown as HIDDEN_TOKEN,
 * which is all the outbox and its preview can show; the sender makes the real token at the
 * moment of sending, stores only its SHA-256, and puts the link into the message it hands to
 * the mail server. A copy of the database, or an admin reading the outbox, gets no way in.
 */
export const HIDDEN_TOKEN = '[hidden]';

/** How long a password reset link works, from the moment it is sent. */
export const RESET_LINK_MINUTES = 30;

/**
 * How long a talent's invitation link works (issue 39): the same link and page as a reset, for
 * TALENT_INVITATION_LINK_DAYS, since nobody invited is waiting at their inbox (decision 0037).
 */
export const INVITATION_LINK_MINUTES = TALENT_INVITATION_LINK_DAYS * 24 * 60;

/** How long the password link an e-mail of this kind carries works. */
export function passwordLinkMinutesOf(kind: EmailKind): number {
  return kind === 'talent_invitation' ? INVITATION_LINK_MINUTES : RESET_LINK_MINUTES;
}

type EmailRow = typeof emails.$inferSelect;

/**
 * What making a secret link needs from the domains that own its subject, which come before mail
 * in the domain order (decision 0029): src/server/secret-link-subjects.ts gathers them and the
 * app hands them to the sender.
 */
export interface LinkSubjects {
  /** Locks the inquiry's row until the transaction ends; false when there is none (deleted). */
  lockInquiry: (tx: Db, inquiryId: string) => Promise<boolean>;
  /** When the inquiry closed (its links run out from then). */
  inquiryClosedAt: InquiryClosedAt;
  /**
   * Stores a reset link's token for the account the e-mail is for, in the sending transaction;
   * throws LinkNotIssuedError when the account is no longer active.
   */
  issueResetToken: (tx: Db, email: EmailRow, token: string, now: Date) => Promise<void>;
  /**
   * The secret of the calendar feed of the celebrity the e-mail is about, remade under `key`
   * (calendar/calendar-feed.ts); throws LinkNotIssuedError when it cannot be (the celebrity
   * deleted, or the address made under another key and not renewed since).
   */
  calendarFeedToken: (tx: Db, email: EmailRow, key: string) => Promise<string>;
}

/** The customer's private status page. */
export function statusUrlOf(siteUrl: string, token: string): string {
  return `${siteUrl}${PAGES.inquiryStatus.getHref(token)}`;
}

/** A password reset page with its one-time token. */
export function resetUrlOf(siteUrl: string, token: string): string {
  return `${siteUrl}${PAGES.adminResetPassword.getHref()}?token=${encodeURIComponent(token)}`;
}

/** A celebrity's calendar feed's path, with its secret and the extension phones expect. */
export function calendarFeedPathOf(token: string): string {
  return `/api/calendar-feeds/${token}.ics`;
}

/** A celebrity's calendar feed's address (issue 22; e-mailed to the manager, issue 39). */
export function calendarFeedUrlOf(siteUrl: string, token: string): string {
  return `${siteUrl}${calendarFeedPathOf(token)}`;
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
const SECRET_LINK_OF_KIND: Partial<Record<EmailKind, 'status' | 'reset' | 'feed'>> = {
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
  booking_postponed: 'status',
  password_reset: 'reset',
  talent_invitation: 'reset',
  calendar_feed_link: 'feed',
};

/**
 * What stands for the secret link in a stored e-mail of that kind. A feed's is its path, so the
 * same address written as https:// and webcal:// (Apple's calendars) are both made real.
 */
function hiddenLinkOf(secret: 'status' | 'reset' | 'feed', siteUrl: string): string {
  if (secret === 'status') return hiddenStatusUrl(siteUrl);
  if (secret === 'reset') return hiddenResetUrl(siteUrl);
  return calendarFeedPathOf(HIDDEN_TOKEN);
}

function realLinkOf(secret: 'status' | 'reset' | 'feed', siteUrl: string, token: string): string {
  if (secret === 'status') return statusUrlOf(siteUrl, token);
  if (secret === 'reset') return resetUrlOf(siteUrl, token);
  return calendarFeedPathOf(token);
}

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
  subjects: LinkSubjects,
  now = new Date(),
  statusLinkKey = PROCESS_STATUS_LINK_KEY,
): Promise<{ html: string; text: string }> {
  const secret = SECRET_LINK_OF_KIND[email.kind];
  if (!secret) return { html: email.html, text: email.text };
  const hidden = hiddenLinkOf(secret, siteUrl);
  if (!email.html.includes(hidden)) return { html: email.html, text: email.text };
  const token = await db.transaction(async (tx) => {
    if (secret === 'status') return issueStatusToken(tx, email, statusLinkKey, now, subjects);
    // A feed's address is the celebrity's one, remade: sending it makes no new one (decision 0038).
    if (secret === 'feed') return subjects.calendarFeedToken(tx, email, statusLinkKey);
    const made = newToken();
    await subjects.issueResetToken(tx, email, made, now);
    return made;
  });
  const real = realLinkOf(secret, siteUrl, token);
  return { html: email.html.replaceAll(hidden, real), text: email.text.replaceAll(hidden, real) };
}

async function issueStatusToken(
  db: Db,
  email: EmailRow,
  key: string,
  now: Date,
  subjects: LinkSubjects,
): Promise<string> {
  const inquiryId = email.inquiryId;
  if (!inquiryId || !(await subjects.lockInquiry(db, inquiryId))) {
    throw new LinkNotIssuedError('The inquiry was deleted, so no status link was sent.');
  }
  // The inquiry's row is locked: two senders cannot both find no link and make one each.
  const reused = await reuseNewestLink(db, inquiryId, key, now, subjects.inquiryClosedAt);
  if (reused) return reused;
  await db.delete(inquiryStatusTokens).where(eq(inquiryStatusTokens.emailId, email.id));
  const seed = newSeed();
  const token = tokenOfSeed(key, seed);
  await db
    .insert(inquiryStatusTokens)
    .values({ tokenHash: hashToken(token), inquiryId, emailId: email.id, seed, lastSentAt: now });
  return token;
}
