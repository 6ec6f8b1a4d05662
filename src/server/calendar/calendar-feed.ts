import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { recordAudit } from '#server/audit/audit-log';
import type { Db } from '#server/db/client';
import { celebrities } from '#server/celebrities/celebrities-tables';
import type { Actor } from '#server/lib/actor';
import { hashToken } from '#server/lib/tokens';
import type { emails } from '#server/mail/mail-tables';
import { calendarFeedUrlOf, LinkNotIssuedError } from '#server/mail/secret-links';

/**
 * A celebrity's iCalendar feed: its secret address, issued and renewed by admins, e-mailed to the
 * manager by staff (calendar-feed-mail.ts). The secret is the HMAC of a random seed (stored) with
 * the key that remakes secret links (STATUS_LINK_KEY, not stored), kept only as its SHA-256: the
 * database alone holds no working address, yet the outbox's sender can remake it to e-mail it
 * (decision 0038). The document it serves is calendar-views/calendar-feed-document.ts, which
 * leaves out lapsed holds (a quote's fact).
 */

/** The address of a celebrity's feed, with its secret (shown once, when issued; else e-mailed). */
export function calendarFeedUrl(siteUrl: string, token: string): string {
  return calendarFeedUrlOf(siteUrl, token);
}

/** The secret a seed stands for under a key: 256 bits, URL-safe, like `newToken()`. */
export function feedTokenOfSeed(key: string, seed: string): string {
  return createHmac('sha256', key).update(`calendar-feed:${seed}`).digest('base64url');
}

/** The seed and secret of a new address under `key`. */
export function newFeedSecret(key: string): { seed: string; token: string } {
  const seed = randomBytes(16).toString('base64url');
  return { seed, token: feedTokenOfSeed(key, seed) };
}

/** Whether the address in use can be remade under `key` (false for none, or one made under another key). */
export function feedRemakable(
  row: { calendarFeedSeed: string | null; calendarFeedTokenHash: string | null },
  key: string,
): boolean {
  return (
    row.calendarFeedSeed !== null &&
    row.calendarFeedTokenHash !== null &&
    hashToken(feedTokenOfSeed(key, row.calendarFeedSeed)) === row.calendarFeedTokenHash
  );
}

/** Whether a celebrity has a feed, and since when; null for no such celebrity. */
export async function calendarFeedState(db: Db, celebrityId: string): Promise<{ issuedAt: string | null } | null> {
  const [found] = await db
    .select({ issuedAt: celebrities.calendarFeedIssuedAt })
    .from(celebrities)
    .where(eq(celebrities.id, celebrityId));
  return found ? { issuedAt: found.issuedAt?.toISOString() ?? null } : null;
}

/**
 * Issues a celebrity's feed address, or renews it: a new secret, kept only as its SHA-256, and
 * the old address stops working at once. The secret is in the answer and nowhere else. On the
 * audit log. Null for no such celebrity.
 */
export async function renewCalendarFeed(
  db: Db,
  celebrityId: string,
  actor: Actor,
  key: string,
): Promise<{ token: string; issuedAt: string } | null> {
  const { seed, token } = newFeedSecret(key);
  const issuedAt = new Date();
  return db.transaction(async (tx) => {
    const [renewed] = await tx
      .update(celebrities)
      .set({ calendarFeedTokenHash: hashToken(token), calendarFeedSeed: seed, calendarFeedIssuedAt: issuedAt })
      .where(eq(celebrities.id, celebrityId))
      .returning({ name: celebrities.name });
    if (!renewed) return null;
    await recordAudit(tx, actor, {
      kind: 'celebrity',
      action: 'calendar_feed_renewed',
      subjectId: celebrityId,
      subjectLabel: renewed.name,
      before: null,
      after: { issuedAt: issuedAt.toISOString() },
    });
    return { token, issuedAt: issuedAt.toISOString() };
  });
}

/**
 * The outbox's sender, sending a feed e-mail (mail/secret-links.ts): the secret of the address
 * the celebrity's feed has now, remade under `key`. An admin who renewed it after the e-mail was
 * queued is obeyed: the e-mail carries the new address. Throws LinkNotIssuedError when there is
 * nothing to send.
 */
export async function calendarFeedTokenFor(
  tx: Db,
  email: Pick<typeof emails.$inferSelect, 'celebrityId'>,
  key: string,
): Promise<string> {
  const [row] = email.celebrityId
    ? await tx
        .select({ seed: celebrities.calendarFeedSeed, hash: celebrities.calendarFeedTokenHash })
        .from(celebrities)
        .where(eq(celebrities.id, email.celebrityId))
    : [];
  if (!row) throw new LinkNotIssuedError('The celebrity was deleted, so no calendar address was sent.');
  if (!feedRemakable({ calendarFeedSeed: row.seed, calendarFeedTokenHash: row.hash }, key) || !row.seed) {
    throw new LinkNotIssuedError(
      'The calendar address cannot be made again (the server’s link key changed): an admin renews it on the Calendar page, then staff send it again.',
    );
  }
  return feedTokenOfSeed(key, row.seed);
}
