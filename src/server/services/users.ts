import { and, asc, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { ListMeta } from '#shared/schemas/common';
import type { StaffCreateInput, StaffListQuery, StaffMember, StaffUpdateInput } from '#shared/schemas/staff';
import type { Db } from '../db/client.js';
import { listWithTotal } from '../db/list-query.js';
import { users } from '../db/schema.js';
import { isUniqueViolation } from '../lib/pg-errors.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { containsPattern } from './search-text.js';
import { revokeUserSessions } from './sessions.js';

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

export async function listStaff(db: Db, query: StaffListQuery): Promise<{ items: StaffMember[]; meta: ListMeta }> {
  const pattern = query.q ? containsPattern(query.q) : undefined;
  const where: SQL | undefined = pattern
    ? sql`(lower(${users.name}) like ${pattern} or ${users.email} like ${pattern})`
    : undefined;
  const { rows, meta } = await listWithTotal(db, users, {
    where,
    orderBy: [asc(users.createdAt), asc(users.id)],
    limit: query.limit,
    offset: query.offset,
  });
  return { items: rows.map(toStaffDto), meta };
}

export async function createStaff(db: Db, input: StaffCreateInput): Promise<StaffMember> {
  const passwordHash = await hashPassword(input.password);
  try {
    const [row] = await db
      .insert(users)
      .values({ name: input.name, email: input.email, phone: input.phone, role: input.role, passwordHash })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return toStaffDto(row);
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

/** Who makes a change: their user id and the session they make it from. */
export interface Actor {
  id: string;
  sessionId: string;
}

/**
 * Edits a staff member. Nobody demotes or disables themselves, and the last active admin
 * stays an active admin. Disabling ends the member's sessions at once; a new password ends
 * every session of theirs but the one making the change (someone who knew the old password
 * is out, the person changing their own stays in).
 */
export async function updateStaff(
  db: Db,
  actor: Actor,
  id: string,
  input: StaffUpdateInput,
): Promise<StaffMember | null> {
  const actorId = actor.id;
  return db.transaction(async (tx) => {
    // Lock the admins so two concurrent demotions cannot both pass the last-admin check.
    await tx.execute(sql`select id from ${users} where ${users.role} = 'admin' for update`);
    const [current] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
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
    return row ? toStaffDto(row) : null;
  });
}

export async function deleteStaff(db: Db, actorId: string, id: string): Promise<boolean> {
  if (id === actorId) throw new StaffRuleError('self-delete');
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from ${users} where ${users.role} = 'admin' for update`);
    const [current] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
    if (!current) return false;
    if (current.role === 'admin' && current.status === 'active' && (await otherActiveAdmins(tx, id)) === 0) {
      throw new StaffRuleError('last-admin');
    }
    await tx.delete(users).where(eq(users.id, id));
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
