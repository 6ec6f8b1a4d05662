import { and, asc, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { STAFF_ROLES } from '#shared/constants/accounts';
import type { ListMeta } from '#shared/schemas/envelope';
import type { StaffCreateInput, StaffListQuery, StaffMember, StaffUpdateInput } from '#shared/schemas/staff';
import type { Db } from '#server/db/client';
import { listWithTotal } from '#server/db/list-query';
import { users } from './accounts-tables.js';
import { isUniqueViolation } from '#server/lib/pg-errors';
import { type AuditChange, recordAudit } from '#server/audit/audit-log';
import { applyAuditedChange } from '#server/audit/audited-change';
import { invalidateResetTokens } from './password-resets.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { containsPattern } from '#server/lib/search-text';
import { revokeUserSessions } from './sessions.js';
import type { Actor } from '#server/lib/actor';

/** Staff changes spare the session they are made from (a new password ends the others). */
type SessionActor = Required<Actor>;

type UserRow = typeof users.$inferSelect;

/** The API shape of a staff member: never the password hash. */
export function toStaffDto(row: UserRow): StaffMember {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    status: row.status,
    joinDate: row.createdAt.toISOString(),
  };
}

export class EmailTakenError extends Error {}
export type StaffRuleViolation = 'self-delete' | 'self-demote' | 'self-disable' | 'last-admin';
export class StaffRuleError extends Error {
  constructor(public readonly rule: StaffRuleViolation) {
    super(rule);
  }
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row ?? null;
}

/**
 * The agency's own people: the staff screens list, edit, disable and delete only these. A talent
 * account (issue 39) is the talent domain's, so here it reads as not found.
 */
const isStaff = inArray(users.role, [...STAFF_ROLES]);

export async function listStaff(db: Db, query: StaffListQuery): Promise<{ items: StaffMember[]; meta: ListMeta }> {
  const pattern = query.q ? containsPattern(query.q) : undefined;
  const where: SQL | undefined = and(
    isStaff,
    pattern ? sql`(lower(${users.name}) like ${pattern} or ${users.email} like ${pattern})` : undefined,
  );
  const { rows, meta } = await listWithTotal(db, users, {
    where,
    orderBy: [asc(users.createdAt), asc(users.id)],
    limit: query.limit,
    offset: query.offset,
  });
  return { items: rows.map(toStaffDto), meta };
}

/** A staff change as the audit log keeps it: the member as the API shows them, never a password hash. */
function staffChange(
  action: string,
  before: StaffMember | null,
  after: (StaffMember & { passwordChanged?: true }) | null,
): AuditChange {
  const subject = after ?? before;
  if (!subject) throw new Error('an audited staff change needs a member');
  return { kind: 'staff', action, subjectId: subject._id, subjectLabel: subject.name, before, after };
}

/** A staff change in the audit log, in the change's transaction. */
function auditStaff(
  db: Db,
  actor: Actor,
  action: string,
  before: StaffMember | null,
  after: (StaffMember & { passwordChanged?: true }) | null,
) {
  return recordAudit(db, actor, staffChange(action, before, after));
}

export async function createStaff(db: Db, input: StaffCreateInput, actor: Actor): Promise<StaffMember> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ name: input.name, email: input.email, phone: input.phone, role: input.role, passwordHash })
        .returning();
      if (!row) throw new Error('insert returned no row');
      const member = toStaffDto(row);
      await auditStaff(tx, actor, 'created', null, member);
      return member;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new EmailTakenError();
    throw error;
  }
}

async function otherActiveAdmins(db: Db, id: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.status, 'active'), ne(users.id, id)));
  return row?.total ?? 0;
}

/**
 * Edits a staff member. Nobody demotes or disables themselves, and the last active admin
 * stays an active admin. Disabling ends the member's sessions at once; a new password ends
 * every session of theirs but the one making the change (someone who knew the old password
 * is out, the person changing their own stays in).
 */
export async function updateStaff(
  db: Db,
  id: string,
  input: StaffUpdateInput,
  actor: SessionActor,
): Promise<StaffMember | null> {
  const actorId = actor.id;
  return db.transaction(async (tx) => {
    // Lock the admins so two concurrent demotions cannot both pass the last-admin check.
    await tx.execute(sql`select id from ${users} where ${users.role} = 'admin' for update`);
    const [current] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, id), isStaff))
      .limit(1);
    if (!current) return null;
    const status = input.status ?? current.status;
    const role = input.role ?? current.role;
    if (id === actorId && role !== current.role) throw new StaffRuleError('self-demote');
    if (id === actorId && status !== 'active') throw new StaffRuleError('self-disable');
    const losesAdmin =
      current.role === 'admin' && current.status === 'active' && (role !== 'admin' || status !== 'active');
    if (losesAdmin && (await otherActiveAdmins(tx, id)) === 0) throw new StaffRuleError('last-admin');

    const passwordHash = input.password ? await hashPassword(input.password) : undefined;
    let row: UserRow | undefined;
    try {
      [row] = await tx
        .update(users)
        .set({
          name: input.name,
          email: input.email,
          phone: input.phone,
          role,
          status,
          ...(passwordHash ? { passwordHash } : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, id))
        .returning();
    } catch (error) {
      if (isUniqueViolation(error)) throw new EmailTakenError();
      throw error;
    }
    if (status === 'disabled') await revokeUserSessions(tx, id);
    else if (passwordHash) await revokeUserSessions(tx, id, actor.sessionId);
    // A reset link sent before stops working once the password is set or the account disabled.
    if (passwordHash || status === 'disabled') await invalidateResetTokens(tx, id);
    if (!row) return null;
    const member = toStaffDto(row);
    const before = toStaffDto(current);
    // A save that changed nothing is no change; a new password shows only as the fact that it changed.
    if (passwordHash || JSON.stringify(before) !== JSON.stringify(member)) {
      await auditStaff(tx, actor, 'updated', before, passwordHash ? { ...member, passwordChanged: true } : member);
    }
    return member;
  });
}

/**
 * Disables or re-enables an account (`POST /api/staff/:id/disable`, `/enable`). Disabling ends
 * every session of the member at once; nobody disables themselves, and the last active admin
 * stays. Setting the status it already has changes nothing and logs nothing.
 */
export async function setStaffStatus(
  db: Db,
  id: string,
  status: UserRow['status'],
  actor: Actor,
): Promise<StaffMember | null> {
  if (id === actor.id && status !== 'active') throw new StaffRuleError('self-disable');
  return applyAuditedChange(db, actor, {
    lock: async (tx) => {
      // The admins too, so two concurrent changes cannot both pass the last-admin check.
      await tx.execute(sql`select id from ${users} where ${users.role} = 'admin' for update`);
      const [current] = await tx
        .select()
        .from(users)
        .where(and(eq(users.id, id), isStaff))
        .limit(1)
        .for('update');
      return current;
    },
    unchanged: (current) => current.status === status,
    write: async (tx, current, now) => {
      if (status === 'disabled' && current.role === 'admin' && (await otherActiveAdmins(tx, id)) === 0) {
        throw new StaffRuleError('last-admin');
      }
      const [row] = await tx.update(users).set({ status, updatedAt: now }).where(eq(users.id, id)).returning();
      if (!row) throw new Error(`user ${id} vanished inside its own transaction`);
      if (status === 'disabled') {
        await revokeUserSessions(tx, id);
        await invalidateResetTokens(tx, id);
      }
      return toStaffDto(row);
    },
    audit: (_tx, current, member) =>
      staffChange(status === 'disabled' ? 'disabled' : 'enabled', toStaffDto(current), member),
    answer: (_tx, current, member) => member ?? toStaffDto(current),
  });
}

export async function deleteStaff(db: Db, id: string, actor: Actor): Promise<boolean> {
  if (id === actor.id) throw new StaffRuleError('self-delete');
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from ${users} where ${users.role} = 'admin' for update`);
    const [current] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, id), isStaff))
      .limit(1);
    if (!current) return false;
    if (current.role === 'admin' && current.status === 'active' && (await otherActiveAdmins(tx, id)) === 0) {
      throw new StaffRuleError('last-admin');
    }
    await tx.delete(users).where(eq(users.id, id));
    await auditStaff(tx, actor, 'deleted', toStaffDto(current), null);
    return true;
  });
}

/** Whether any active admin can sign in. */
export async function hasActiveAdmin(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ total: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.status, 'active')));
  return (row?.total ?? 0) > 0;
}

/**
 * Disables the accounts whose e-mail and password are published (the demo accounts) and ends
 * their sessions. An account whose password has since been changed is not a known password
 * any more and is left alone. Returns the e-mails disabled.
 */
export async function disableKnownPasswordAccounts(
  db: Db,
  accounts: readonly { email: string; password: string }[],
): Promise<string[]> {
  const disabled: string[] = [];
  for (const account of accounts) {
    const user = await findUserByEmail(db, account.email);
    if (!user || user.status !== 'active') continue;
    if (!(await verifyPassword(user.passwordHash, account.password))) continue;
    await db.transaction(async (tx) => {
      await tx.update(users).set({ status: 'disabled', updatedAt: new Date() }).where(eq(users.id, user.id));
      await revokeUserSessions(tx, user.id);
    });
    disabled.push(user.email);
  }
  return disabled;
}

/** Makes the demo accounts usable again (demo mode shows their credentials on the login page). */
export async function enableAccounts(db: Db, emails: readonly string[]): Promise<void> {
  for (const email of emails) {
    await db.update(users).set({ status: 'active' }).where(eq(users.email, email.toLowerCase()));
  }
}

/** Creates the admin named by ADMIN_EMAIL / ADMIN_PASSWORD unless that e-mail already exists. */
export async function ensureAdmin(db: Db, email: string, password: string, name = 'Administrator'): Promise<boolean> {
  if (await findUserByEmail(db, email)) return false;
  try {
    await db
      .insert(users)
      .values({ name, email: email.toLowerCase(), role: 'admin', passwordHash: await hashPassword(password) });
    return true;
  } catch (error) {
    // Another instance created it at the same moment.
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}
