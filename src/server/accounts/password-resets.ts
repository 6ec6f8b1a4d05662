import { and, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { passwordResetTokens, users } from './accounts-tables.js';
import { hashToken } from '#server/lib/tokens';
import type { EmailRow } from '#server/mail/outbox';
import { LinkNotIssuedError, passwordLinkMinutesOf } from '#server/mail/secret-links';

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

/**
 * Stores a reset link's token for the account the e-mail is for, when the outbox sends it
 * (mail/secret-links.ts makes the link then and is handed this): the e-mail's earlier unused
 * link and the account's run-out links go. Throws LinkNotIssuedError when the account is no
 * longer active.
 */
export async function issueResetToken(
  db: Db,
  email: Pick<EmailRow, 'id' | 'userId' | 'kind'>,
  token: string,
  now: Date,
): Promise<void> {
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
    // A reset link lasts 30 minutes; a talent's invitation link a week (decision 0037).
    expiresAt: new Date(now.getTime() + passwordLinkMinutesOf(email.kind) * 60_000),
  });
}
