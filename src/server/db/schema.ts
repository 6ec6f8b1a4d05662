import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { INQUIRY_STATUSES, ROLES, USER_STATUSES } from '#shared/constants';

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
    /** Lower-cased name and specialties, one per line: what the public search matches. */
    searchText: text('search_text').notNull().default(''),
    /** Optimistic concurrency: one up on every update; an edit names the version it read. */
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
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
    eventType: text('event_type').notNull(),
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    eventLocation: text('event_location').notNull(),
    additionalDetails: text('additional_details').notNull().default(''),
    status: text('status', { enum: INQUIRY_STATUSES }).notNull().default('pending'),
    /** Lower-cased name, celebrity name and event type: what the admin search matches. */
    searchText: text('search_text').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    check('inquiries_status_check', oneOf(t.status, INQUIRY_STATUSES)),
    index('inquiries_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    index('inquiries_status_created_at_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('inquiries_celebrity_idx').on(t.celebrityId),
    index('inquiries_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/** Small facts about this database, such as when the demo data was seeded. */
export const appState = pgTable('app_state', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const schema = { users, sessions, celebrities, celebrityImages, inquiries, appState };
