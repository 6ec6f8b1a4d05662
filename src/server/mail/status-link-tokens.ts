import { createHmac, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { STATUS_LINK_MONTHS_AFTER_CLOSE } from '#shared/constants/inquiries';
import type { Db } from '#server/db/client';
import { inquiryStatusTokens } from './mail-tables.js';
import { hashToken } from '#server/lib/tokens';

/**
 * The life of a customer's status link (issue 36, finding 9; decision 0023). The link signs quote
 * acceptances and downloads invoices, so it must not live for ever nor multiply:
 *
 * - every e-mail of an inquiry carries its newest working link again instead of a new one: the
 *   token is the HMAC of a random seed (stored) with STATUS_LINK_KEY (not stored), so the sender
 *   can remake it while the database alone still holds no working link (decision 0010);
 * - staff can revoke every link of an inquiry (and e-mail a new one);
 * - a link runs out STATUS_LINK_MONTHS_AFTER_CLOSE months after the inquiry closed (its bookings
 *   all completed or cancelled, or the inquiry rejected) or after an e-mail last carried it,
 *   whichever is later.
 *
 * A revoked or run-out link answers 410 on every status-link route; an unknown one, 404.
 */

type TokenRow = typeof inquiryStatusTokens.$inferSelect;

/** The key that remakes links in this process: STATUS_LINK_KEY, else one made at start. */
export function statusLinkKeyOf(configured: string | undefined): string {
  return configured ?? randomBytes(32).toString('base64url');
}

/** A new random seed, stored with the link. */
export function newSeed(): string {
  return randomBytes(16).toString('base64url');
}

/** The token a seed stands for under a key: 256 bits, URL-safe, like `newToken()`. */
export function tokenOfSeed(key: string, seed: string): string {
  return createHmac('sha256', key).update(`status-link:${seed}`).digest('base64url');
}

function addMonths(at: Date, months: number): Date {
  const next = new Date(at);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

/**
 * When the inquiry closed, or null while it is open: its bookings' and its own facts, which come
 * before mail in the domain order (decision 0029), so the callers hand the reader in
 * (bookings/inquiry-closed-at.ts).
 */
export type InquiryClosedAt = (db: Db, inquiryId: string) => Promise<Date | null>;

/** The moment a link stops working, or null while its inquiry is open. */
export function linkExpiresAt(link: Pick<TokenRow, 'lastSentAt'>, closedAt: Date | null): Date | null {
  if (!closedAt) return null;
  const from = closedAt > link.lastSentAt ? closedAt : link.lastSentAt;
  return addMonths(from, STATUS_LINK_MONTHS_AFTER_CLOSE);
}

function works(link: TokenRow, closedAt: Date | null, now: Date): boolean {
  if (link.revokedAt) return false;
  const expiresAt = linkExpiresAt(link, closedAt);
  return expiresAt === null || expiresAt > now;
}

/** What a token opens: its inquiry, nothing (`unknown`: 404), or a link that no longer works (`gone`: 410). */
export type StatusTokenLookup = { inquiryId: string } | 'unknown' | 'gone';

export async function lookUpStatusToken(
  db: Db,
  token: string,
  closedAtOf: InquiryClosedAt,
  now = new Date(),
): Promise<StatusTokenLookup> {
  const [link] = await db
    .select()
    .from(inquiryStatusTokens)
    .where(eq(inquiryStatusTokens.tokenHash, hashToken(token)));
  if (!link) return 'unknown';
  if (link.revokedAt) return 'gone';
  return works(link, await closedAtOf(db, link.inquiryId), now) ? { inquiryId: link.inquiryId } : 'gone';
}

/**
 * The token of the inquiry's newest working link this key can remake, marked as sent now; null
 * when there is none (the first e-mail, after a revocation, after the links ran out, or links
 * made before seeds or under another key).
 */
export async function reuseNewestLink(
  db: Db,
  inquiryId: string,
  key: string,
  now: Date,
  closedAtOf: InquiryClosedAt,
): Promise<string | null> {
  const links = await db
    .select()
    .from(inquiryStatusTokens)
    .where(and(eq(inquiryStatusTokens.inquiryId, inquiryId), isNull(inquiryStatusTokens.revokedAt)))
    .orderBy(desc(inquiryStatusTokens.createdAt));
  const closedAt = await closedAtOf(db, inquiryId);
  for (const link of links) {
    if (!link.seed || !works(link, closedAt, now)) continue;
    const token = tokenOfSeed(key, link.seed);
    if (hashToken(token) !== link.tokenHash) continue;
    await db
      .update(inquiryStatusTokens)
      .set({ lastSentAt: now })
      .where(eq(inquiryStatusTokens.tokenHash, link.tokenHash));
    return token;
  }
  return null;
}

/** Revokes every working link of an inquiry; how many there were. */
export async function revokeStatusLinks(db: Db, inquiryId: string, now: Date): Promise<number> {
  const revoked = await db
    .update(inquiryStatusTokens)
    .set({ revokedAt: now })
    .where(and(eq(inquiryStatusTokens.inquiryId, inquiryId), isNull(inquiryStatusTokens.revokedAt)))
    .returning({ tokenHash: inquiryStatusTokens.tokenHash });
  return revoked.length;
}
