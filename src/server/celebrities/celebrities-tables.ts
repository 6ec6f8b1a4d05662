/* The celebrities' tables: the catalogue, its images and former slugs. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CELEBRITY_STATUSES } from '#shared/constants/celebrities';
import { oneOf, timestamps } from '#server/db/columns';

/** Kinds of stored image: the one portrait, and the ordered gallery. */
export const IMAGE_KINDS = ['profile', 'gallery'] as const;

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
    /**
     * Random; the feed's secret is its HMAC with the key that remakes secret links (STATUS_LINK_KEY),
     * so the address can be e-mailed again without being stored (decision 0038). Null: an address
     * made before, which cannot be remade.
     */
    calendarFeedSeed: text('calendar_feed_seed'),
    /**
     * Who manages the celebrity's diary (issue 39), '' when not known: the calendar feed's address
     * is e-mailed to this address. Staff only: never in a public answer (celebrity-dto.ts).
     */
    managerName: text('manager_name').notNull().default(''),
    managerPhone: text('manager_phone').notNull().default(''),
    managerEmail: text('manager_email').notNull().default(''),
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
