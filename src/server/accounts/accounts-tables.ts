/* The accounts' tables: users (staff, and talent accounts: issue 39), their sessions and password reset links. */
import { check, index, pgTable, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { ROLES, USER_STATUSES } from '#shared/constants/accounts';
import { oneOf, timestamps } from '#server/db/columns';
import { emails } from '#server/mail/mail-tables';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Always stored lower-case, so the unique index is case-insensitive. */
    email: text('email').notNull().unique('users_email_unique'),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ROLES }).notNull().default('staff'),
    status: text('status', { enum: USER_STATUSES }).notNull().default('active'),
    phone: text('phone').notNull().default(''),
    /**
     * When the account first had a password its holder can sign in with: at once for staff (an
     * admin sets it), and for a talent account (issue 39) when the invitation's link is used;
     * null until then, and such an account cannot sign in.
     */
    activatedAt: timestamp('activated_at', { withTimezone: true, mode: 'date' }).defaultNow(),
    ...timestamps,
  },
  (t) => [
    check('users_role_check', oneOf(t.role, ROLES)),
    check('users_status_check', oneOf(t.status, USER_STATUSES)),
    index('users_created_at_idx').on(t.createdAt.desc(), t.id),
  ],
);

/**
 * Who on the staff made a row: their account, cleared when it is deleted, and their name as it
 * was then, so that the quote, booking, blackout or document still says who made it. One builder
 * because every domain that records its author records it so. A function declaration, not a
 * const: the tables import each other (users ↔ e-mails ↔ quotes), and a declaration is ready
 * before this module has run.
 */
export function createdByStaff() {
  return {
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name'),
  };
}

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique('sessions_token_hash_unique'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Last request made with the session (renewed at most once a minute), for the idle timeout. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

/** A forgotten password's one-time link: its token as a SHA-256, for 30 minutes, used once. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    /** The outbox e-mail that carried it: a retried send replaces the link its failed try made. */
    emailId: uuid('email_id').references((): AnyPgColumn => emails.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId), index('password_reset_tokens_email_idx').on(t.emailId)],
);
