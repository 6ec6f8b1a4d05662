import { and, eq, gt, lt, lte, ne, or } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { sessions, users } from './accounts-tables.js';
import type { AuthUser } from '#server/lib/current-user';
import { hashToken, newToken } from '#server/lib/tokens';

export type { AuthUser };

/** A session's last use is written at most this often, not on every request. */
const LAST_SEEN_RESOLUTION_MS = 60_000;

/** Opens a session and returns the bearer token; only its hash is kept. */
export async function createSession(db: Db, userId: string, ttlHours: number): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ttlHours * 3_600_000),
  });
  return token;
}

/**
 * The active user behind a token, or null when it is unknown, expired, revoked, unused for
 * `idleMinutes`, or its user is disabled. A found session counts as used now, unless the
 * request was made by the app on its own (`renew: false`).
 */
export async function findSessionUser(
  db: Db,
  token: string,
  idleMinutes: number,
  options: { renew: boolean } = { renew: true },
): Promise<AuthUser | null> {
  const now = Date.now();
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        gt(sessions.expiresAt, new Date(now)),
        gt(sessions.lastSeenAt, new Date(now - idleMinutes * 60_000)),
        eq(users.status, 'active'),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (options.renew && now - row.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, row.sessionId));
  }
  const { lastSeenAt: _lastSeenAt, ...user } = row;
  return user;
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/**
 * Ends every session of a user, except `keepSessionId` (the one making the change, if theirs).
 * Returns how many ended.
 */
export async function revokeUserSessions(db: Db, userId: string, keepSessionId?: string): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), keepSessionId ? ne(sessions.id, keepSessionId) : undefined))
    .returning({ id: sessions.id });
  return ended.length;
}

/** Drops sessions past their lifetime or unused for `idleMinutes`; run at start and periodically. */
export async function purgeExpiredSessions(db: Db, idleMinutes: number): Promise<number> {
  const now = Date.now();
  const removed = await db
    .delete(sessions)
    .where(or(lte(sessions.expiresAt, new Date(now)), lt(sessions.lastSeenAt, new Date(now - idleMinutes * 60_000))))
    .returning({ id: sessions.id });
  return removed.length;
}
