import { createElement } from 'react';
import { eq } from 'drizzle-orm';
import type { AccountUpdateInput } from '#shared/schemas/account';
import type { StaffMember } from '#shared/schemas/staff';
import type { Db } from '#server/db/client';
import { users } from './accounts-tables.js';
import { renderEmail } from '#server/mail/render-email';
import { PasswordResetEmail } from '#server/mail/templates/index';
import { recordAudit, WEBSITE_VISITOR } from '#server/audit/audit-log';
import type { Actor } from '#server/lib/actor';
import { emailAgencyOf } from '#server/site/email-agency';

import { type OutgoingEmail, queueEmail } from '#server/mail/outbox';
import { consumeResetToken, invalidateResetTokens } from './password-resets.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { hiddenResetUrl, RESET_LINK_MINUTES } from '#server/mail/secret-links';
import { revokeUserSessions } from './sessions.js';
import { findUserByEmail, toStaffDto } from './users.js';

/**
 * Self-service on one's own account (issue 12): details, password, signing out everywhere, and
 * the forgotten-password reset. Every change is recorded in the audit log (kind `account`) in
 * its own transaction, with the user as the API shows them and never a hash or a token.
 */

/** The signed-in user making a change to their own account, and the session they make it from. */
export interface AccountHolder {
  id: string;
  name: string;
  sessionId: string;
}

/** The current password given with a password change is not the account's. */
export class CurrentPasswordWrongError extends Error {}
/** A reset link that is unknown, used, expired, superseded, or whose account is disabled. */
export class ResetLinkInvalidError extends Error {}

function actorOf(holder: { id: string; name: string }): Actor {
  return { id: holder.id, name: holder.name };
}

/** A change someone made to their own account, in the audit log (in the change's transaction). */
function auditOwnAccount(
  db: Db,
  holder: { id: string; name: string },
  action: string,
  name: string,
  before: unknown,
  after: unknown,
) {
  return recordAudit(db, actorOf(holder), {
    kind: 'account',
    action,
    subjectId: holder.id,
    subjectLabel: name,
    before,
    after,
  });
}

/** One's own account as the staff list shows it (`GET /api/auth/account`). */
export async function getAccount(db: Db, userId: string): Promise<StaffMember | null> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row ? toStaffDto(row) : null;
}

/** Saves one's own name and phone; a save that changes nothing is not logged. */
export async function updateAccount(
  db: Db,
  holder: AccountHolder,
  input: AccountUpdateInput,
): Promise<StaffMember | null> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(users).where(eq(users.id, holder.id)).limit(1).for('update');
    if (!current) return null;
    const [row] = await tx
      .update(users)
      .set({ name: input.name, phone: input.phone, updatedAt: new Date() })
      .where(eq(users.id, holder.id))
      .returning();
    if (!row) return null;
    const before = toStaffDto(current);
    const after = toStaffDto(row);
    if (before.name !== after.name || before.phone !== after.phone) {
      await auditOwnAccount(tx, holder, 'updated', after.name, before, after);
    }
    return after;
  });
}

/**
 * Changes one's own password after checking the current one. Every other session of the user
 * ends (whoever knew the old password is out); the one making the change stays. Unused reset
 * links stop working. Returns how many sessions ended.
 */
export async function changePassword(
  db: Db,
  holder: AccountHolder,
  currentPassword: string,
  newPassword: string,
): Promise<number> {
  const [row] = await db.select().from(users).where(eq(users.id, holder.id)).limit(1);
  if (!row || !(await verifyPassword(row.passwordHash, currentPassword))) throw new CurrentPasswordWrongError();
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, holder.id));
    const ended = await revokeUserSessions(tx, holder.id, holder.sessionId);
    await invalidateResetTokens(tx, holder.id);
    await auditOwnAccount(tx, holder, 'password_changed', row.name, null, { otherSessionsEnded: ended });
    return ended;
  });
}

/** Ends every session of the user, the one asking included. Returns how many ended. */
export async function signOutEverywhere(db: Db, holder: AccountHolder): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await revokeUserSessions(tx, holder.id);
    await auditOwnAccount(tx, holder, 'signed_out_everywhere', holder.name, null, { sessionsEnded: ended });
    return ended;
  });
}

async function passwordResetEmail(db: Db, to: { id: string; name: string; email: string }, siteUrl: string) {
  const rendered = await renderEmail(
    createElement(PasswordResetEmail, {
      agency: await emailAgencyOf(db),
      name: to.name,
      email: to.email,
      // The link is made when the e-mail is sent (mail/secret-links.ts).
      resetUrl: hiddenResetUrl(siteUrl),
      validMinutes: RESET_LINK_MINUTES,
    }),
  );
  return {
    kind: 'password_reset',
    userId: to.id,
    recipients: [to.email],
    subject: 'Choose a new password for the Starline Talent admin panel',
    ...rendered,
  } satisfies OutgoingEmail;
}

/**
 * Someone asked for a reset link for `email`: an active account gets one e-mail, whose link is
 * made when it is sent. The route runs this after its answer, which never tells whether the
 * e-mail has an account. Returns whether an e-mail was queued.
 */
export async function requestPasswordReset(db: Db, email: string, siteUrl: string): Promise<boolean> {
  const user = await findUserByEmail(db, email);
  if (!user || user.status !== 'active') return false;
  const message = await passwordResetEmail(db, user, siteUrl);
  await db.transaction(async (tx) => {
    await queueEmail(tx, message);
    await recordAudit(tx, WEBSITE_VISITOR, {
      kind: 'account',
      action: 'password_reset_requested',
      subjectId: user.id,
      subjectLabel: user.name,
      before: null,
      after: null,
    });
  });
  return true;
}

/**
 * Sets a new password through a reset link: the link is used up (only one of two requests with
 * it succeeds), every other unused link of the user stops working, and every session of the
 * user ends. The new password has been checked by the caller.
 */
export async function resetPassword(db: Db, token: string, newPassword: string): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    const userId = await consumeResetToken(tx, token);
    if (!userId) throw new ResetLinkInvalidError();
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).limit(1).for('update');
    if (!user || user.status !== 'active') throw new ResetLinkInvalidError();
    const now = new Date();
    // The first password a talent sets (their invitation's link) activates the account.
    await tx
      .update(users)
      .set({ passwordHash, activatedAt: user.activatedAt ?? now, updatedAt: now })
      .where(eq(users.id, userId));
    await invalidateResetTokens(tx, userId);
    const ended = await revokeUserSessions(tx, userId);
    await recordAudit(tx, actorOf(user), {
      kind: 'account',
      action: 'password_reset',
      subjectId: userId,
      subjectLabel: user.name,
      before: null,
      after: { sessionsEnded: ended },
    });
  });
}
