import { and, eq, gt, lte } from 'drizzle-orm';
import type { Role } from '../../shared/constants.js';
import type { Db } from '../db/client.js';
import { sessions, users } from '../db/schema.js';
import { hashToken, newToken } from '../lib/tokens.js';

export interface AuthUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  sessionId: string;
}

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

/** The active user behind a token, or null when it is unknown, expired, revoked or disabled. */
export async function findSessionUser(db: Db, token: string): Promise<AuthUser | null> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      sessionId: sessions.id,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date()), eq(users.status, 'active')),
    )
    .limit(1);
  return row ?? null;
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function revokeUserSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function purgeExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lte(sessions.expiresAt, new Date()));
}
