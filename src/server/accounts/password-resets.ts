import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { passwordResetTokens, users } from './accounts-tables.js';
import { hashToken } from '#server/lib/tokens';

type UserRow = typeof users.$inferSelect;

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
