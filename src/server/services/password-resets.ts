import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { passwordResetTokens, users } from '../db/schema.js';
import { hashToken, newToken } from '../lib/tokens.js';

/** How long a password reset link works. */
export const RESET_LINK_MINUTES = 30;

type UserRow = typeof users.$inferSelect;

/**
 * A new one-time reset link's token for a user: 256 random bits, base64url, kept only as its
 * SHA-256 and working for RESET_LINK_MINUTES. Call it inside the transaction that queues its
 * e-mail. The user's links that have run out are dropped on the way.
 */
export async function issueResetToken(db: Db, userId: string, token = newToken(), now = new Date()): Promise<string> {
  await db
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), lte(passwordResetTokens.expiresAt, now)));
  await db.insert(passwordResetTokens).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000),
  });
  return token;
}

/** The active user a reset link belongs to, while it is unused and unexpired; null otherwise. */
export async function resetTokenUser(db: Db, token: string, now = new Date()): Promise<UserRow | null> {
  const [row] = await db
    .select({ user: users })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashToken(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
        eq(users.status, 'active'),
      ),
    )
    .limit(1);
  return row?.user ?? null;
}

/**
 * Uses up a reset link, atomically: of two requests with the same link only one gets its user
 * id; a used, expired or unknown link gets null.
 */
export async function consumeResetToken(db: Db, token: string, now = new Date()): Promise<string | null> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashToken(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId ?? null;
}

/**
 * Ends every unused reset link of a user: when their password changes (by a link or otherwise)
 * or their account is disabled, a link sent earlier must not work any more.
 */
export async function invalidateResetTokens(db: Db, userId: string, now = new Date()): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
