/* The privacy table: the record of each erasure. */
import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '#server/accounts/accounts-tables';

/**
 * Each erasure of one person's data on request: whose (a SHA-256 of the e-mail, never the
 * address itself), how many inquiries went, who erased them and when.
 */
export const privacyErasures = pgTable('privacy_erasures', {
  id: uuid('id').primaryKey().defaultRandom(),
  emailHash: text('email_hash').notNull(),
  inquiriesErased: integer('inquiries_erased').notNull(),
  actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
  actorName: text('actor_name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
