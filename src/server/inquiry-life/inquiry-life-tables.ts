/* The inquiries' tables: each inquiry, its notes, timeline, references and tallies. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  INQUIRY_EVENT_KINDS,
  INQUIRY_KINDS,
  INQUIRY_QUOTE_STATES,
  INQUIRY_STATUSES,
} from '#shared/constants/inquiries';
import { oneOf, timestamps } from '#server/db/columns';
import { users } from '#server/accounts/accounts-tables';
import { celebrities } from '#server/celebrities/celebrities-tables';

export const inquiries = pgTable(
  'inquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    celebrityId: uuid('celebrity_id').references(() => celebrities.id, { onDelete: 'set null' }),
    celebrityName: text('celebrity_name').notNull(),
    /** A booking of one celebrity, or a general inquiry (no celebrity; celebrity_name ''). */
    kind: text('kind', { enum: INQUIRY_KINDS }).notNull().default('booking'),
    /** The service package a general inquiry was started from ("Get Started"), if any. */
    packageName: text('package_name'),
    /** A general inquiry's budget range and audience size, as the visitor chose them. */
    budgetRange: text('budget_range'),
    audienceSize: text('audience_size'),
    /**
     * What a quote needs, as the visitor gave it (issue 41; null when not given): the budget in
     * paise, the number of guests, the company billed, its GSTIN and the billing state (a GST
     * state's code), which the quote's customer starts from.
     */
    budgetPaise: bigint('budget_paise', { mode: 'number' }),
    guests: integer('guests'),
    companyName: text('company_name'),
    gstin: text('gstin'),
    billingState: text('billing_state'),
    /** When the visitor agreed to the privacy notice (null for inquiries from before it was asked). */
    consentAt: timestamp('consent_at', { withTimezone: true, mode: 'date' }),
    eventType: text('event_type').notNull(),
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    eventLocation: text('event_location').notNull(),
    additionalDetails: text('additional_details').notNull().default(''),
    status: text('status', { enum: INQUIRY_STATUSES }).notNull().default('pending'),
    /** Lower-cased name, celebrity name and event type: what the admin search matches. */
    searchText: text('search_text').notNull().default(''),
    /** Short and human, `SLT-2611-0042`: year and month of arrival, then a count within it. */
    reference: text('reference').notNull().unique('inquiries_reference_unique'),
    /** When the agency promised a quote: arrival plus RESPONSE_HOURS. */
    replyBy: timestamp('reply_by', { withTimezone: true, mode: 'date' }).notNull(),
    /** When it first left `pending`: the moment it counts as answered. */
    firstResponseAt: timestamp('first_response_at', { withTimezone: true, mode: 'date' }),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The current quote (its latest version), kept here for the list's column and filter:
     * its state (null: no quote), validity day (past it a sent quote is expired) and total.
     */
    quoteState: text('quote_state', { enum: INQUIRY_QUOTE_STATES }),
    quoteValidUntil: date('quote_valid_until', { mode: 'string' }),
    quoteTotalPaise: bigint('quote_total_paise', { mode: 'number' }),
    /** Set by the one process that queued the due-soon alert, so no other queues it again. */
    dueSoonAlertedAt: timestamp('due_soon_alerted_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    check('inquiries_status_check', oneOf(t.status, INQUIRY_STATUSES)),
    check('inquiries_kind_check', oneOf(t.kind, INQUIRY_KINDS)),
    check('inquiries_quote_state_check', sql`${t.quoteState} is null or ${oneOf(t.quoteState, INQUIRY_QUOTE_STATES)}`),
    // The inquiries waiting for a first reply, by their promise: the clock filters, the bell,
    // the dashboard's overdue and due-soon counts and the due-soon scan read only this index.
    index('inquiries_waiting_reply_by_idx')
      .on(t.replyBy)
      .where(sql`${t.status} = 'pending' and ${t.firstResponseAt} is null`),
    // The list's two other orders, either way round (a backward scan serves `desc`).
    index('inquiries_reply_by_order_idx').on(t.replyBy, t.createdAt, t.id),
    index('inquiries_event_date_order_idx').on(t.eventDate, t.createdAt, t.id),
    index('inquiries_assignee_idx').on(t.assigneeId),
    index('inquiries_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    // The dashboard's "answered on time" over the last 30 days reads only this index: from the
    // table, the recent rows' pages took 240 ms at a million inquiries (docs/performance-log.md).
    index('inquiries_reply_times_idx').on(t.createdAt, t.firstResponseAt, t.replyBy, t.status),
    index('inquiries_status_created_at_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('inquiries_celebrity_idx').on(t.celebrityId),
    index('inquiries_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // The quote filter: the few inquiries with a quote, newest first.
    index('inquiries_quote_state_idx')
      .on(t.quoteState, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.quoteState} is not null`),
  ],
);

/** Staff notes on an inquiry: never shown to the customer. */
export const inquiryNotes = pgTable(
  'inquiry_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inquiryId: uuid('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The author's name when writing: the note keeps it if the account goes. */
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('inquiry_notes_inquiry_idx').on(t.inquiryId, t.createdAt.desc())],
);

/** The timeline of an inquiry: everything that happened to it, who did it and when. */
export const inquiryEvents = pgTable(
  'inquiry_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inquiryId: uuid('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: INQUIRY_EVENT_KINDS }).notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who did it, by name when they did (null: the visitor or the system). */
    actorName: text('actor_name'),
    /** What changed: `{from, to}` for a status, the assignee's name, the e-mail's id and kind. */
    details: jsonb('details').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('inquiry_events_kind_check', oneOf(t.kind, INQUIRY_EVENT_KINDS)),
    index('inquiry_events_inquiry_idx').on(t.inquiryId, t.createdAt),
    index('inquiry_events_kind_created_at_idx').on(t.kind, t.createdAt),
  ],
);

/** The last number given within each month of the reference (`SLT-2611-0042`: 42 in 2611). */
export const inquiryReferenceCounters = pgTable('inquiry_reference_counters', {
  month: text('month').primaryKey(),
  last: integer('last').notNull(),
});

/**
 * How many inquiries there are of each kind in each status, kept exact by triggers on `inquiries`
 * (migration 0009): the staff list's total when it is filtered by nothing else, and the
 * dashboard's, in one small read instead of a count of every row (at a million inquiries that
 * count was most of the list's time; docs/performance-log.md). Written only by those triggers.
 */
export const inquiryTallies = pgTable(
  'inquiry_tallies',
  {
    kind: text('kind', { enum: INQUIRY_KINDS }).notNull(),
    status: text('status', { enum: INQUIRY_STATUSES }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.status] })],
);
