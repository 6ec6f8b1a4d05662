import { createElement } from 'react';
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { TALENT_INVITATION_LINK_DAYS, type TalentUserState } from '#shared/constants/talent';
import { PAGES } from '#shared/pages';
import type { ListMeta } from '#shared/schemas/envelope';
import type {
  TalentInvitationValues,
  TalentUser,
  TalentUserListQuery,
  TalentUserUpdateInput,
} from '#shared/schemas/talent';
import { users } from '#server/accounts/accounts-tables';
import { invalidateResetTokens } from '#server/accounts/password-resets';
import { hashPassword } from '#server/accounts/passwords';
import { revokeUserSessions } from '#server/accounts/sessions';
import { findUserByEmail } from '#server/accounts/users';
import { type AuditChange, recordAudit } from '#server/audit/audit-log';
import { celebrities } from '#server/celebrities/celebrities-tables';
import type { Db } from '#server/db/client';
import type { Actor } from '#server/lib/actor';
import { DomainRefusal, fieldRefusal } from '#server/lib/domain-refusal';
import { isUniqueViolation } from '#server/lib/pg-errors';
import { containsPattern } from '#server/lib/search-text';
import { newToken } from '#server/lib/tokens';
import { queueEmail } from '#server/mail/outbox';
import { renderEmail } from '#server/mail/render-email';
import { hiddenResetUrl } from '#server/mail/secret-links';
import { TalentInvitationEmail } from '#server/mail/templates/index';
import { emailAgencyOf } from '#server/site/email-agency';
import { TALENT_MESSAGES } from './talent-messages.js';
import { talentAccounts, talentCelebrities } from './talent-tables.js';

/*
 * Talent accounts (issue 39): admins invite a celebrity or their manager, bind them to
 * celebrities and choose whether fees are shared. A talent account is a user with the role
 * `talent` and a row of terms; it has no password anyone knows until its invitation's link is
 * used (the reset page and call), and it cannot sign in before then (accounts' `activatedAt`).
 */

type UserRow = typeof users.$inferSelect;
type TermsRow = typeof talentAccounts.$inferSelect;

function stateOf(user: UserRow): TalentUserState {
  if (user.status === 'disabled') return 'disabled';
  return user.activatedAt ? 'active' : 'invited';
}

function toTalentUserDto(user: UserRow, terms: TermsRow, bound: { _id: string; name: string }[]): TalentUser {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    status: user.status,
    state: stateOf(user),
    shareFees: terms.shareFees,
    celebrities: bound,
    invitedAt: terms.invitedAt.toISOString(),
    invitedByName: terms.invitedByName,
    acceptedAt: user.activatedAt?.toISOString() ?? null,
  };
}

/** The celebrities each of `userIds` is bound to, by name. */
async function celebritiesOfUsers(db: Db, userIds: string[]): Promise<Map<string, { _id: string; name: string }[]>> {
  const bound = new Map<string, { _id: string; name: string }[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return bound;
  const rows = await db
    .select({ userId: talentCelebrities.userId, id: celebrities.id, name: celebrities.name })
    .from(talentCelebrities)
    .innerJoin(celebrities, eq(celebrities.id, talentCelebrities.celebrityId))
    .where(inArray(talentCelebrities.userId, userIds))
    .orderBy(asc(celebrities.name), asc(celebrities.id));
  for (const row of rows) bound.get(row.userId)?.push({ _id: row.id, name: row.name });
  return bound;
}

/** The celebrity ids of a talent user, which every talent call is limited to. */
export async function celebrityIdsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: talentCelebrities.celebrityId })
    .from(talentCelebrities)
    .where(eq(talentCelebrities.userId, userId));
  return rows.map((row) => row.id);
}

/** A talent user with their terms and celebrities; null for an unknown id or a staff account. */
export async function getTalentUser(db: Db, id: string): Promise<TalentUser | null> {
  const [row] = await db
    .select({ user: users, terms: talentAccounts })
    .from(users)
    .innerJoin(talentAccounts, eq(talentAccounts.userId, users.id))
    .where(and(eq(users.id, id), eq(users.role, 'talent')));
  if (!row) return null;
  const bound = await celebritiesOfUsers(db, [id]);
  return toTalentUserDto(row.user, row.terms, bound.get(id) ?? []);
}

/** `GET /api/talent-users`: a page of talent accounts, newest invitation first, searched by name or e-mail. */
export async function listTalentUsers(
  db: Db,
  query: TalentUserListQuery,
): Promise<{ items: TalentUser[]; meta: ListMeta }> {
  const pattern = query.q ? containsPattern(query.q) : undefined;
  const where: SQL | undefined = and(
    eq(users.role, 'talent'),
    pattern ? sql`(lower(${users.name}) like ${pattern} or ${users.email} like ${pattern})` : undefined,
  );
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ user: users, terms: talentAccounts })
      .from(users)
      .innerJoin(talentAccounts, eq(talentAccounts.userId, users.id))
      .where(where)
      .orderBy(sql`${talentAccounts.invitedAt} desc`, asc(users.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ total: count() })
      .from(users)
      .innerJoin(talentAccounts, eq(talentAccounts.userId, users.id))
      .where(where),
  ]);
  const bound = await celebritiesOfUsers(
    db,
    rows.map((row) => row.user.id),
  );
  return {
    items: rows.map((row) => toTalentUserDto(row.user, row.terms, bound.get(row.user.id) ?? [])),
    meta: { total: totalRow?.total ?? 0, limit: query.limit, offset: query.offset },
  };
}

/** Refuses celebrity ids that name no celebrity; answers their names in the order given. */
async function celebritiesNamed(db: Db, ids: string[]): Promise<string[]> {
  const rows = await db
    .select({ id: celebrities.id, name: celebrities.name })
    .from(celebrities)
    .where(inArray(celebrities.id, ids));
  if (rows.length !== ids.length) throw fieldRefusal('celebrityIds', TALENT_MESSAGES.unknownCelebrities);
  const names = new Map(rows.map((row) => [row.id, row.name]));
  return ids.map((id) => names.get(id) ?? '');
}

async function bindCelebrities(db: Db, userId: string, celebrityIds: string[]): Promise<void> {
  await db.delete(talentCelebrities).where(eq(talentCelebrities.userId, userId));
  await db.insert(talentCelebrities).values(celebrityIds.map((celebrityId) => ({ userId, celebrityId })));
}

function talentChange(action: string, before: TalentUser | null, after: TalentUser): AuditChange {
  return { kind: 'talent', action, subjectId: after._id, subjectLabel: after.name, before, after };
}

async function invitationEmail(
  db: Db,
  to: { id: string; name: string; email: string },
  celebrityNames: string[],
  siteUrl: string,
) {
  const rendered = await renderEmail(
    createElement(TalentInvitationEmail, {
      agency: await emailAgencyOf(db),
      name: to.name,
      email: to.email,
      celebrityNames,
      // The link is made when the e-mail is sent (mail/secret-links.ts), for a week; `invite=1`
      // (kept after the token) has the reset page word itself as an invitation's first password.
      setPasswordUrl: `${hiddenResetUrl(siteUrl)}&invite=1`,
      signInUrl: `${siteUrl}${PAGES.adminLogin.getHref()}`,
      validDays: TALENT_INVITATION_LINK_DAYS,
    }),
  );
  await queueEmail(db, {
    kind: 'talent_invitation',
    userId: to.id,
    recipients: [to.email],
    subject: 'Your invitation to the Starline Talent portal',
    ...rendered,
  });
}

/**
 * `POST /api/talent-invitations`: a new talent account bound to the celebrities, with an e-mail
 * whose link sets its password; or, for an e-mail that already has a talent account, the terms
 * given now and the invitation sent again (the earlier link stops working). A staff member's
 * e-mail is refused, and so is a disabled talent account's.
 */
export async function inviteTalent(
  db: Db,
  input: TalentInvitationValues,
  actor: Actor,
  siteUrl: string,
): Promise<{ talentUser: TalentUser; resent: boolean }> {
  const existing = await findUserByEmail(db, input.email);
  if (existing && existing.role !== 'talent') throw fieldRefusal('email', TALENT_MESSAGES.staffEmail, 'conflict');
  if (existing?.status === 'disabled') throw fieldRefusal('email', TALENT_MESSAGES.disabledTalent, 'conflict');
  // Nobody knows this password: the account is used only once its link has set one.
  const placeholderHash = existing ? null : await hashPassword(newToken());
  try {
    return await db.transaction(async (tx) => {
      const names = await celebritiesNamed(tx, input.celebrityIds);
      const now = new Date();
      let userId: string;
      let before: TalentUser | null = null;
      if (existing) {
        userId = existing.id;
        before = await getTalentUser(tx, userId);
        await tx.update(users).set({ name: input.name, updatedAt: now }).where(eq(users.id, userId));
        await tx
          .insert(talentAccounts)
          .values({
            userId,
            shareFees: input.shareFees,
            invitedAt: now,
            invitedById: actor.id,
            invitedByName: actor.name,
          })
          .onConflictDoUpdate({
            target: talentAccounts.userId,
            set: {
              shareFees: input.shareFees,
              invitedAt: now,
              invitedById: actor.id,
              invitedByName: actor.name,
              updatedAt: now,
            },
          });
        // One working invitation link at a time: the one sent before stops working.
        await invalidateResetTokens(tx, userId, now);
      } else {
        const [row] = await tx
          .insert(users)
          .values({
            name: input.name,
            email: input.email,
            role: 'talent',
            passwordHash: placeholderHash ?? '',
            activatedAt: null,
          })
          .returning({ id: users.id });
        if (!row) throw new Error('inviting talent inserted no user');
        userId = row.id;
        await tx.insert(talentAccounts).values({
          userId,
          shareFees: input.shareFees,
          invitedAt: now,
          invitedById: actor.id,
          invitedByName: actor.name,
        });
      }
      await bindCelebrities(tx, userId, input.celebrityIds);
      await invitationEmail(tx, { id: userId, name: input.name, email: input.email }, names, siteUrl);
      const after = await getTalentUser(tx, userId);
      if (!after) throw new Error(`talent user ${userId} vanished inside its own transaction`);
      await recordAudit(tx, actor, talentChange(existing ? 'reinvited' : 'invited', before, after));
      return { talentUser: after, resent: existing !== null };
    });
  } catch (error) {
    // Two invitations of one new e-mail at once: the second finds the first's account taken.
    if (isUniqueViolation(error)) throw new DomainRefusal('conflict', 'This e-mail was invited a moment ago: reload');
    throw error;
  }
}

/**
 * `PUT /api/talent-users/:id`: the celebrities, fee sharing and status of a talent account.
 * Disabling ends its sessions and its unused links at once. Null for an unknown id or a staff
 * account; a save that changes nothing is not logged.
 */
export async function updateTalentUser(
  db: Db,
  id: string,
  input: TalentUserUpdateInput,
  actor: Actor,
): Promise<TalentUser | null> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, id), eq(users.role, 'talent')))
      .for('update');
    if (!locked) return null;
    const before = await getTalentUser(tx, id);
    if (!before) return null;
    await celebritiesNamed(tx, input.celebrityIds);
    const now = new Date();
    await tx.update(users).set({ status: input.status, updatedAt: now }).where(eq(users.id, id));
    await tx
      .update(talentAccounts)
      .set({ shareFees: input.shareFees, updatedAt: now })
      .where(eq(talentAccounts.userId, id));
    await bindCelebrities(tx, id, input.celebrityIds);
    if (input.status === 'disabled') {
      await revokeUserSessions(tx, id);
      await invalidateResetTokens(tx, id, now);
    }
    const after = await getTalentUser(tx, id);
    if (!after) throw new Error(`talent user ${id} vanished inside its own transaction`);
    if (JSON.stringify(before) !== JSON.stringify(after)) {
      await recordAudit(tx, actor, talentChange('updated', before, after));
    }
    return after;
  });
}

/** `GET /api/talent/me`: the signed-in talent, their celebrities (with slugs) and fee sharing. */
export async function talentMe(db: Db, userId: string) {
  const [row] = await db
    .select({ user: users, terms: talentAccounts })
    .from(users)
    .innerJoin(talentAccounts, eq(talentAccounts.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return null;
  const bound = await db
    .select({ _id: celebrities.id, name: celebrities.name, slug: celebrities.slug })
    .from(talentCelebrities)
    .innerJoin(celebrities, eq(celebrities.id, talentCelebrities.celebrityId))
    .where(eq(talentCelebrities.userId, userId))
    .orderBy(asc(celebrities.name), asc(celebrities.id));
  return {
    _id: row.user.id,
    name: row.user.name,
    email: row.user.email,
    shareFees: row.terms.shareFees,
    celebrities: bound,
  };
}
