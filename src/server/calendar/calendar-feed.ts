import { eq } from 'drizzle-orm';
import { recordAudit } from '#server/audit/audit-log';
import type { Db } from '#server/db/client';
import { celebrities } from '#server/celebrities/celebrities-tables';
import type { Actor } from '#server/lib/actor';
import { hashToken, newToken } from '#server/lib/tokens';

/**
 * A celebrity's iCalendar feed: its secret address, issued and renewed by admins. The document
 * it serves is calendar-views/calendar-feed-document.ts, which leaves out lapsed holds (a quote's fact).
 */

/** The address of a celebrity's feed, with its secret (shown once, when issued). */
export function calendarFeedUrl(siteUrl: string, token: string): string {
  return `${siteUrl}/api/calendar-feeds/${token}.ics`;
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
): Promise<{ token: string; issuedAt: string } | null> {
  const token = newToken();
  const issuedAt = new Date();
  return db.transaction(async (tx) => {
    const [renewed] = await tx
      .update(celebrities)
      .set({ calendarFeedTokenHash: hashToken(token), calendarFeedIssuedAt: issuedAt })
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
