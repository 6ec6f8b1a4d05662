/* The talent portal's tables (issue 39): talent accounts' terms, their celebrities, and blackout requests. */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { BLACKOUT_REQUEST_STATES } from '#shared/constants/talent';
import { oneOf, timestamps } from '#server/db/columns';
import { users } from '#server/accounts/accounts-tables';
import { calendarEntries } from '#server/calendar/calendar-tables';
import { celebrities } from '#server/celebrities/celebrities-tables';

/**
 * What makes a user (role `talent`) a talent account: whether the agency shares their fees with
 * them, and their latest invitation, when and by whom. One row per talent user, gone with them.
 */
export const talentAccounts = pgTable('talent_accounts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  shareFees: boolean('share_fees').notNull().default(false),
  invitedAt: timestamp('invited_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  invitedById: uuid('invited_by_id').references(() => users.id, { onDelete: 'set null' }),
  invitedByName: text('invited_by_name'),
  ...timestamps,
});

/** The celebrities a talent account sees, each once; a celebrity deleted leaves the account's others. */
export const talentCelebrities = pgTable(
  'talent_celebrities',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    celebrityId: uuid('celebrity_id')
      .notNull()
      .references(() => celebrities.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'talent_celebrities_pk', columns: [t.userId, t.celebrityId] }),
    index('talent_celebrities_celebrity_idx').on(t.celebrityId),
  ],
);

/**
 * A talent's request to black out their celebrity's days, both ends included: pending until
 * staff approve it (the blackout is then made through the calendar, whose guard refuses a clash)
 * or reject it with a reason. The requester's name stays when their account goes.
 */
export const blackoutRequests = pgTable(
  'blackout_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    celebrityId: uuid('celebrity_id')
      .notNull()
      .references(() => celebrities.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    requestedById: uuid('requested_by_id').references(() => users.id, { onDelete: 'set null' }),
    requestedByName: text('requested_by_name').notNull(),
    state: text('state', { enum: BLACKOUT_REQUEST_STATES }).notNull().default('pending'),
    decidedById: uuid('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    decidedByName: text('decided_by_name'),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    /** Why staff rejected it ('' otherwise). */
    decisionReason: text('decision_reason').notNull().default(''),
    /** The blackout an approval made; cleared if staff later remove that blackout. */
    blackoutId: uuid('blackout_id').references(() => calendarEntries.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    check('blackout_requests_state_check', oneOf(t.state, BLACKOUT_REQUEST_STATES)),
    check('blackout_requests_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check('blackout_requests_decided_check', sql`(${t.state} = 'pending') = (${t.decidedAt} is null)`),
    index('blackout_requests_state_created_idx').on(t.state, t.createdAt.desc()),
    index('blackout_requests_celebrity_idx').on(t.celebrityId, t.startDate),
    index('blackout_requests_requested_by_idx').on(t.requestedById),
  ],
);
