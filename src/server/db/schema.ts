import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  AUDIT_KINDS,
  CELEBRITY_STATUSES,
  EMAIL_KINDS,
  EMAIL_STATES,
  INQUIRY_EVENT_KINDS,
  INQUIRY_KINDS,
  INQUIRY_STATUSES,
  LEGAL_PAGES,
  QUOTE_STORED_STATES,
  CALENDAR_ENTRY_KINDS,
  BOOKING_STATES,
  CANCELLED_BY,
  PAYMENT_MODES,
  INQUIRY_QUOTE_STATES,
  ROLES,
  USER_STATUSES,
} from '#shared/constants';
import { QUOTE_LINE_KINDS } from '#shared/gst/quote-tax';
import { SITE_SECTIONS } from '#shared/schemas/site-content';

/** Kinds of stored image: the one portrait, and the ordered gallery. */
export const IMAGE_KINDS = ['profile', 'gallery'] as const;

/** A check that `column` holds one of `values` (the same lists the zod schemas use). */
function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;
}

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

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
    ...timestamps,
  },
  (t) => [
    check('users_role_check', oneOf(t.role, ROLES)),
    check('users_status_check', oneOf(t.status, USER_STATUSES)),
    index('users_created_at_idx').on(t.createdAt.desc(), t.id),
  ],
);

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

export const celebrities = pgTable(
  'celebrities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull(),
    followers: text('followers').notNull(),
    location: text('location').notNull(),
    specialties: text('specialties')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Whole rupees; null when the price is on demand. */
    price: integer('price'),
    priceOnDemand: boolean('price_on_demand').notNull().default(false),
    description: text('description').notNull(),
    socialProfile: text('social_profile').notNull().default(''),
    achievements: text('achievements')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The profile's three figures (SPEC §2's values until staff set the celebrity's own). */
    eventsCompleted: text('events_completed').notNull().default('500+'),
    brandPartnerships: text('brand_partnerships').notNull().default('25+'),
    yearsExperience: text('years_experience').notNull().default('10+'),
    /** Lower-cased name and specialties, one per line: what the public search matches. */
    searchText: text('search_text').notNull().default(''),
    /** Optimistic concurrency: one up on every update; an edit names the version it read. */
    version: integer('version').notNull().default(1),
    /** A draft is seen by staff only; published, it is on every public path. */
    status: text('status', { enum: CELEBRITY_STATUSES }).notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    /** Place among the featured (1 first); null when not featured. Home shows the first three published. */
    featuredPosition: integer('featured_position'),
    /**
     * Whether the public inquiry form may tell a visitor that a day is taken (never by whom);
     * staff turn it off for a celebrity whose diary is private (issue 22).
     */
    showAvailability: boolean('show_availability').notNull().default(true),
    /**
     * The SHA-256 of the secret in the celebrity's calendar feed address (issue 22), or null while
     * it has none; renewing makes a new one and the old address stops working.
     */
    calendarFeedTokenHash: text('calendar_feed_token_hash').unique('celebrities_calendar_feed_token_unique'),
    calendarFeedIssuedAt: timestamp('calendar_feed_issued_at', { withTimezone: true, mode: 'date' }),
    /** The profile's address, `/celebrity/<slug>`: lower-case ASCII words joined by hyphens, unique. */
    slug: text('slug').notNull(),
    ...timestamps,
  },
  (t) => [
    check('celebrities_status_check', oneOf(t.status, CELEBRITY_STATUSES)),
    check('celebrities_slug_check', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    uniqueIndex('celebrities_slug_unique').on(t.slug),
    uniqueIndex('celebrities_featured_position_unique')
      .on(t.featuredPosition)
      .where(sql`${t.featuredPosition} is not null`),
    index('celebrities_status_created_at_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    // The public listing's sorts and city filter (celebrities/celebrity-list.ts spells its ORDER BY to match).
    index('celebrities_status_featured_idx').on(
      t.status,
      t.featuredPosition.asc().nullsLast(),
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index('celebrities_status_name_idx').on(t.status, sql`lower(${t.name})`, t.id),
    index('celebrities_status_price_asc_idx').on(t.status, t.price.asc().nullsLast(), t.id),
    index('celebrities_status_price_desc_idx').on(t.status, t.price.desc(), t.id),
    index('celebrities_status_rating_idx').on(t.status, t.rating.desc(), t.id),
    index('celebrities_status_city_idx').on(t.status, sql`lower(btrim(split_part(${t.location}, ',', 1)))`),
    check('celebrities_rating_check', sql`${t.rating} >= 1 and ${t.rating} <= 5`),
    check('celebrities_price_check', sql`${t.price} is null or ${t.price} > 0`),
    check('celebrities_price_on_demand_check', sql`${t.priceOnDemand} or ${t.price} is not null`),
    index('celebrities_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    index('celebrities_category_created_at_idx').on(t.category, t.createdAt.desc(), t.id.desc()),
    index('celebrities_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

export interface StoredVariant {
  width: number;
  height: number;
  file: string;
}

export const celebrityImages = pgTable(
  'celebrity_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    celebrityId: uuid('celebrity_id')
      .notNull()
      .references(() => celebrities.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: IMAGE_KINDS }).notNull(),
    position: integer('position').notNull().default(0),
    /** Content hash of the source image; its variant files are named after it. */
    hash: text('hash').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    variants: jsonb('variants').$type<StoredVariant[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('celebrity_images_kind_check', oneOf(t.kind, IMAGE_KINDS)),
    index('celebrity_images_celebrity_idx').on(t.celebrityId, t.kind, t.position),
    index('celebrity_images_hash_idx').on(t.hash),
  ],
);

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
    // table, the recent rows' pages took 240 ms at a million inquiries (docs/performance.md).
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

/**
 * The outbox: every e-mail, written in the same transaction as the change that causes it, then
 * claimed and sent by a sender in some server process (mail/outbox.ts).
 */
export const emails = pgTable(
  'emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: EMAIL_KINDS }).notNull(),
    inquiryId: uuid('inquiry_id').references(() => inquiries.id, { onDelete: 'set null' }),
    /** The account an account e-mail is for (a password reset): its link is made for this user when sent. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The quote version an e-mail carries as a PDF, made when it is sent (a sent version never changes). */
    quoteId: uuid('quote_id').references(() => quotes.id, { onDelete: 'set null' }),
    /**
     * The booking document an e-mail carries as a PDF, by its kind: a payment (receipt voucher), a
     * refund (refund voucher), an invoice or a credit note. Documents are never deleted.
     */
    documentId: uuid('document_id'),
    recipients: text('recipients').array().notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    state: text('state', { enum: EMAIL_STATES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When a sender may next try it (now for a new e-mail; later after a failure). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** A claim by one sender ends here; past it, another may take the e-mail over. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    /** The mail server's answer and the Message-ID it accepted. */
    smtpResponse: text('smtp_response'),
    messageId: text('message_id'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    /**
     * Lower-cased, one part a line: the inquiry's reference, each recipient and the subject, what
     * the outbox search matches (emailSearchText; migration 0024 built it for older rows).
     */
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('emails_kind_check', oneOf(t.kind, EMAIL_KINDS)),
    check('emails_state_check', oneOf(t.state, EMAIL_STATES)),
    index('emails_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.state} in ('pending', 'sending')`),
    index('emails_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    // The outbox filtered by state, newest first (failed ones are few among a million sent).
    index('emails_state_created_at_idx').on(t.state, t.createdAt.desc(), t.id.desc()),
    index('emails_inquiry_idx').on(t.inquiryId),
    // The outbox search (a reference, an address, words of a subject), as the inquiries' is.
    index('emails_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
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
 * count was most of the list's time; docs/performance.md). Written only by those triggers.
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

/** The legal pages (privacy, terms): Markdown edited by admins, with who saved it and when. */
export const legalPages = pgTable(
  'legal_pages',
  {
    slug: text('slug', { enum: LEGAL_PAGES }).primaryKey(),
    title: text('title').notNull(),
    markdown: text('markdown').notNull(),
    updatedById: uuid('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
    updatedByName: text('updated_by_name'),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('legal_pages_slug_check', oneOf(t.slug, LEGAL_PAGES))],
);

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

/** A celebrity's former slugs: each still answers, with a permanent redirect to the current one. */
export const celebrityFormerSlugs = pgTable(
  'celebrity_former_slugs',
  {
    slug: text('slug').primaryKey(),
    celebrityId: uuid('celebrity_id')
      .notNull()
      .references(() => celebrities.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('celebrity_former_slugs_celebrity_idx').on(t.celebrityId)],
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

/**
 * The customer's status links of an inquiry, each as the SHA-256 of its token (the token itself
 * exists only in the e-mail that was sent: mail/secret-links.ts). Every e-mail of an inquiry
 * carries its newest working link again (remade from `seed` with STATUS_LINK_KEY), so an inquiry
 * has one link at a time; staff can revoke them all, and they run out after the inquiry closes
 * (mail/status-link-tokens.ts, decision 0023).
 */
export const inquiryStatusTokens = pgTable(
  'inquiry_status_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    inquiryId: uuid('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    /** The outbox e-mail that carried it: a retried send replaces the link its failed try made. */
    emailId: uuid('email_id').references((): AnyPgColumn => emails.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Random; the token is its HMAC with STATUS_LINK_KEY, so a later e-mail can carry it again. Null: not remakable. */
    seed: text('seed'),
    /** When an e-mail last carried it: a link works until some months after this or the inquiry's close, whichever is later. */
    lastSentAt: timestamp('last_sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Staff revoked it ("Revoke all links and send a new one"); it answers as gone. */
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('inquiry_status_tokens_inquiry_idx').on(t.inquiryId),
    index('inquiry_status_tokens_email_idx').on(t.emailId),
  ],
);

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

/**
 * The agency's own content, one row per section (contact details, figures, testimonials, …),
 * each value checked by its shared schema (src/shared/schemas/site-content.ts) before it is
 * written. A section without a row shows its starting text (src/shared/site-content-defaults.ts).
 */
export const siteSettings = pgTable(
  'site_settings',
  {
    section: text('section', { enum: SITE_SECTIONS }).primaryKey(),
    value: jsonb('value').notNull(),
    updatedById: uuid('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
    updatedByName: text('updated_by_name'),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('site_settings_section_check', oneOf(t.section, SITE_SECTIONS))],
);

/**
 * The agency's business details (one row): what quotes say about the seller. Kept apart from
 * site_settings, whose sections every visitor reads; this is for staff only. The value is the
 * shared schema's output (schemas/business-details.ts), read back through it.
 */
export const businessDetails = pgTable(
  'business_details',
  {
    /** Always true: the table holds one row. */
    id: boolean('id').primaryKey().default(true),
    value: jsonb('value').notNull(),
    updatedById: uuid('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
    updatedByName: text('updated_by_name'),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('business_details_one_row', sql`${t.id}`)],
);

/** Whole paise, as large as a total may be (an integer column stops at ₹2.1 crore). */
const paise = (name: string) => bigint(name, { mode: 'number' });

/**
 * A quote version (issue 21): one row per version of an inquiry's quote; a revision is the next
 * version, and the one before becomes superseded. Amounts are whole paise, worked out by the
 * shared tax module and stored, with the rate used, so a later rate never rewrites them. Numbered
 * when sent (`number`), and read-only from then on.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inquiryId: uuid('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    state: text('state', { enum: QUOTE_STORED_STATES }).notNull().default('draft'),
    /** `SLT/Q/26-27/0042`, given when sent. */
    number: text('number').unique('quotes_number_unique'),
    /** The billing name, address, state code and GSTIN ('' for none). */
    customer: jsonb('customer').notNull(),
    venueState: text('venue_state').notNull(),
    placeOfSupply: text('place_of_supply').notNull(),
    /** The agency's registered state when the amounts were worked out. */
    agencyState: text('agency_state').notNull(),
    gstBasisPoints: integer('gst_basis_points').notNull(),
    /** Not empty: the quote is exempt from GST, for this reason. */
    exemptionReason: text('exemption_reason').notNull().default(''),
    taxablePaise: paise('taxable_paise').notNull(),
    reimbursementPaise: paise('reimbursement_paise').notNull(),
    cgstPaise: paise('cgst_paise').notNull(),
    sgstPaise: paise('sgst_paise').notNull(),
    igstPaise: paise('igst_paise').notNull(),
    totalPaise: paise('total_paise').notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    rider: jsonb('rider').notNull(),
    advancePercent: integer('advance_percent').notNull(),
    balanceDueDays: integer('balance_due_days').notNull(),
    cancellationSlabs: jsonb('cancellation_slabs').notNull(),
    termsMarkdown: text('terms_markdown').notNull(),
    /** The business details as they were when it was sent: what the customer received. */
    seller: jsonb('seller'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true, mode: 'date' }),
    /** When its customer accepted or declined it (quote_acceptances holds an acceptance's record). */
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    /** Why the customer declined, as they put it ('' for no reason given). */
    declineReason: text('decline_reason'),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name'),
    ...timestamps,
  },
  (t) => [
    check('quotes_state_check', oneOf(t.state, QUOTE_STORED_STATES)),
    check('quotes_version_check', sql`${t.version} >= 1`),
    check(
      'quotes_amounts_check',
      sql`${t.taxablePaise} >= 0 and ${t.reimbursementPaise} >= 0 and ${t.totalPaise} >= 0`,
    ),
    check('quotes_sent_numbered', sql`(${t.state} = 'draft') = (${t.number} is null)`),
    uniqueIndex('quotes_inquiry_version_idx').on(t.inquiryId, t.version),
    // The dashboard's quote figures read only the versions sent in the last 30 days.
    index('quotes_sent_at_idx')
      .on(t.sentAt)
      .where(sql`${t.sentAt} is not null`),
  ],
);

/**
 * A customer's acceptance of a quote version, as the record that holds up later: what they
 * accepted (number, version, total) and who, when and from where (the typed name, the client's
 * address and browser). One per quote: accepting twice accepts once.
 */
export const quoteAcceptances = pgTable(
  'quote_acceptances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quoteId: uuid('quote_id')
      .notNull()
      .unique('quote_acceptances_quote_unique')
      .references(() => quotes.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    version: integer('version').notNull(),
    totalPaise: paise('total_paise').notNull(),
    name: text('name').notNull(),
    ipAddress: text('ip_address').notNull(),
    userAgent: text('user_agent').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  // The dashboard's acceptances of the last 30 days, without reading the others.
  (t) => [index('quote_acceptances_accepted_at_idx').on(t.acceptedAt)],
);

/** A quote version's lines, in their order. */
export const quoteLines = pgTable(
  'quote_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: QUOTE_LINE_KINDS }).notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    ratePaise: paise('rate_paise').notNull(),
    amountPaise: paise('amount_paise').notNull(),
    sac: text('sac').notNull(),
    reimbursement: boolean('reimbursement').notNull().default(false),
  },
  (t) => [
    check('quote_lines_kind_check', oneOf(t.kind, QUOTE_LINE_KINDS)),
    check('quote_lines_amounts_check', sql`${t.quantity} >= 1 and ${t.ratePaise} >= 0 and ${t.amountPaise} >= 0`),
    uniqueIndex('quote_lines_quote_position_idx').on(t.quoteId, t.position),
  ],
);

/**
 * The last number given in each series and financial year (`Q`, `26-27`). The upsert that takes
 * the next one locks the row until the sender's transaction ends: two senders never share a
 * number, and a send that fails gives its number back, so the series has no gap.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    series: text('series').notNull(),
    financialYear: text('financial_year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.financialYear] })],
);

/** GST rates by the day they apply from (basis points: 1800 is 18 %); migration 0013 holds the first. */
export const gstRates = pgTable('gst_rates', {
  from: date('from', { mode: 'string' }).primaryKey(),
  basisPoints: integer('basis_points').notNull(),
});

/** Small facts about this database, such as when the demo data was seeded. */
export const appState = pgTable('app_state', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const schema = {
  users,
  sessions,
  celebrities,
  celebrityImages,
  inquiries,
  inquiryNotes,
  inquiryEvents,
  emails,
  inquiryReferenceCounters,
  legalPages,
  privacyErasures,
  siteSettings,
  businessDetails,
  quotes,
  quoteLines,
  documentCounters,
  gstRates,
  celebrityFormerSlugs,
  passwordResetTokens,
  auditEntries,
  appState,
};

/**
 * A celebrity's calendar (issue 22): holds, confirmed bookings and blackouts, each a span of days
 * (`start_date` to `end_date`, both included) with travel buffer days around it. Migration 0017
 * adds what Drizzle cannot describe: the generated `blocked` daterange (the days with their
 * buffers) and the exclusion constraint `calendar_entries_no_overlap` (btree_gist): for one
 * celebrity, no two confirmed entries or blackouts may share a blocked day, however many staff,
 * tabs or server instances try at once.
 */
export const calendarEntries = pgTable(
  'calendar_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    celebrityId: uuid('celebrity_id')
      .notNull()
      .references(() => celebrities.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CALENDAR_ENTRY_KINDS }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    bufferBefore: integer('buffer_before').notNull().default(0),
    bufferAfter: integer('buffer_after').notNull().default(0),
    /** A blackout's reason, as staff wrote it ('' for the other kinds). */
    reason: text('reason').notNull().default(''),
    /** A hold's quote (the sent version whose dates it holds). */
    quoteId: uuid('quote_id').references(() => quotes.id, { onDelete: 'cascade' }),
    /** The booking whose days these are (held while it awaits its advance, confirmed after). */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name'),
    ...timestamps,
  },
  (t) => [
    check('calendar_entries_kind_check', oneOf(t.kind, CALENDAR_ENTRY_KINDS)),
    check('calendar_entries_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check(
      'calendar_entries_buffers_check',
      sql`${t.bufferBefore} between 0 and 30 and ${t.bufferAfter} between 0 and 30`,
    ),
    index('calendar_entries_celebrity_start_idx').on(t.celebrityId, t.startDate),
  ],
);

/**
 * A booking (issue 22): numbered per financial year like a quote (`SLT/B/26-27/0007`), for one
 * celebrity's days, with the amounts and schedule of the quote accepted (or as staff set them).
 * Its days are its calendar entry (calendar_entries.booking_id).
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique('bookings_number_unique'),
    // A booking's receipts and invoices are tax records the agency must keep: its inquiry and
    // celebrity cannot be deleted while it exists (the desk says so before the database does).
    inquiryId: uuid('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'restrict' }),
    celebrityId: uuid('celebrity_id')
      .notNull()
      .references(() => celebrities.id, { onDelete: 'restrict' }),
    /** The accepted quote version it was made from (null: agreed by phone). */
    quoteId: uuid('quote_id').references(() => quotes.id, { onDelete: 'set null' }),
    state: text('state', { enum: BOOKING_STATES }).notNull().default('awaiting_advance'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    venue: text('venue').notNull().default(''),
    /**
     * What a booking agreed by phone sold, as staff entered it (bookings/booking-sale.ts: the
     * billing block, place of supply, lines and their tax, the cancellation slabs, when entered);
     * null for a booking made from a quote (it bills `quote_id`) or made before bookings carried
     * lines (decision 0024). Never changed once entered: the booking's documents bill it.
     */
    sale: jsonb('sale'),
    totalPaise: paise('total_paise').notNull(),
    advancePaise: paise('advance_paise').notNull(),
    balanceDueDays: integer('balance_due_days').notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    cancelReason: text('cancel_reason'),
    cancelledBy: text('cancelled_by', { enum: CANCELLED_BY }),
    cancelledByName: text('cancelled_by_name'),
    /** At cancellation: what the agency keeps of what was paid, and what it owes back. */
    keptPaise: paise('kept_paise'),
    refundDuePaise: paise('refund_due_paise'),
    /** The balance's reminder went to the customer (once, whichever server process sent it). */
    balanceReminderAt: timestamp('balance_reminder_at', { withTimezone: true, mode: 'date' }),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name'),
    ...timestamps,
  },
  (t) => [
    check('bookings_state_check', oneOf(t.state, BOOKING_STATES)),
    check('bookings_cancelled_by_check', oneOf(t.cancelledBy, CANCELLED_BY)),
    check('bookings_cancelled_check', sql`(${t.state} = 'cancelled') = (${t.cancelledAt} is not null)`),
    // The reminder sweep reads only the confirmed bookings not yet reminded.
    index('bookings_reminder_due_idx')
      .on(t.startDate)
      .where(sql`${t.state} = 'confirmed' and ${t.balanceReminderAt} is null`),
    check('bookings_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check('bookings_amounts_check', sql`${t.totalPaise} >= 0 and ${t.advancePaise} between 0 and ${t.totalPaise}`),
    index('bookings_inquiry_idx').on(t.inquiryId),
    uniqueIndex('bookings_quote_idx').on(t.quoteId),
    // The dashboard's bookings made by month.
    index('bookings_created_at_idx').on(t.createdAt),
  ],
);

/**
 * A payment received on a booking (issue 22), with its receipt voucher's number (its own series
 * per financial year, `SLT/R/26-27/0001`). Tax deducted at source is recorded as the customer
 * states it (section and amount): it settles that much of the balance too.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    receiptNumber: text('receipt_number').notNull().unique('payments_receipt_number_unique'),
    amountPaise: paise('amount_paise').notNull(),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    mode: text('mode', { enum: PAYMENT_MODES }).notNull(),
    /** The bank's UTR, the UPI reference, the cheque's number ('' for cash). */
    reference: text('reference').notNull().default(''),
    tdsSection: text('tds_section').notNull().default(''),
    tdsPaise: paise('tds_paise').notNull().default(0),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('payments_mode_check', oneOf(t.mode, PAYMENT_MODES)),
    check('payments_amounts_check', sql`${t.amountPaise} > 0 and ${t.tdsPaise} >= 0`),
    index('payments_booking_idx').on(t.bookingId, t.receivedOn),
    // The dashboard's payments received this month.
    index('payments_received_on_idx').on(t.receivedOn),
  ],
);

/**
 * A refund paid on a cancelled booking (issue 22), with its refund voucher's number (series F per
 * financial year): at most what the cancellation left due back.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    voucherNumber: text('voucher_number').notNull().unique('refunds_voucher_number_unique'),
    amountPaise: paise('amount_paise').notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    mode: text('mode', { enum: PAYMENT_MODES }).notNull(),
    reference: text('reference').notNull().default(''),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('refunds_mode_check', oneOf(t.mode, PAYMENT_MODES)),
    check('refunds_amount_check', sql`${t.amountPaise} > 0`),
    index('refunds_booking_idx').on(t.bookingId),
  ],
);

/**
 * A booking's tax invoice (issue 22, GST Rule 46): one per booking, in its own gapless series per
 * financial year (`SLT/I/26-27/0001`). `document` is everything it says, fixed when issued (the
 * seller, the recipient, the lines with their SAC, the tax, the advances received): an issued
 * invoice is never edited; a correction is a credit note.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .unique('invoices_booking_unique')
      .references(() => bookings.id, { onDelete: 'restrict' }),
    number: text('number').notNull().unique('invoices_number_unique'),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    document: jsonb('document').notNull(),
    taxablePaise: paise('taxable_paise').notNull(),
    taxPaise: paise('tax_paise').notNull(),
    totalPaise: paise('total_paise').notNull(),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('invoices_amounts_check', sql`${t.taxablePaise} >= 0 and ${t.taxPaise} >= 0 and ${t.totalPaise} >= 0`)],
);

/**
 * A credit note against a tax invoice (issue 22), in its own series (`SLT/C/26-27/0001`), with
 * the reason and the value credited: together never more than the invoice.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    number: text('number').notNull().unique('credit_notes_number_unique'),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    document: jsonb('document').notNull(),
    taxablePaise: paise('taxable_paise').notNull(),
    taxPaise: paise('tax_paise').notNull(),
    totalPaise: paise('total_paise').notNull(),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // A small credit on an invoice mostly of reimbursements has no taxable part once divided,
    // and an invoice of reimbursements only has none at all: only the whole must be more than nothing.
    check('credit_notes_amounts_check', sql`${t.taxablePaise} >= 0 and ${t.taxPaise} >= 0 and ${t.totalPaise} > 0`),
    index('credit_notes_invoice_idx').on(t.invoiceId),
  ],
);
