/* The audit log's table. */
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { AUDIT_KINDS } from '#shared/constants/audit';
import { oneOf } from '#server/db/columns';
import { users } from '#server/accounts/accounts-tables';

/**
 * Every change to celebrities, settings, staff, accounts and inquiries: who, when, what, and the
 * values before and after. Written in the same transaction as the change; kept when the changed
 * record is deleted (no foreign key to it), and when the actor leaves (their name stays).
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    kind: text('kind', { enum: AUDIT_KINDS }).notNull(),
    /** What happened: created, updated, deleted, published, … */
    action: text('action').notNull(),
    /** The changed record's id (a section's name for settings) and what to call it. */
    subjectId: text('subject_id').notNull(),
    subjectLabel: text('subject_label').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('audit_entries_kind_check', oneOf(t.kind, AUDIT_KINDS)),
    // Newest first, for the whole log and for one person or one kind: each ends with the id, as
    // the list's order (and its cursor) does, so a page is one index read however deep.
    index('audit_entries_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_entries_actor_created_at_idx').on(t.actorId, t.createdAt.desc(), t.id.desc()),
    index('audit_entries_kind_created_at_idx').on(t.kind, t.createdAt.desc(), t.id.desc()),
    // The log's text search (`ilike` on either name) from trigrams, not by reading every entry.
    index('audit_entries_subject_label_trgm_idx').using('gin', t.subjectLabel.op('gin_trgm_ops')),
    index('audit_entries_actor_name_trgm_idx').using('gin', t.actorName.op('gin_trgm_ops')),
  ],
);
