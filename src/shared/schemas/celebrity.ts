import { z } from 'zod';
import type { celebritySchema, imageVariantSchema, responsiveImageSchema } from './responses.js';
import { CATEGORIES, RATING_MAX, RATING_MIN, TEXT_LIMITS } from '../constants.js';
import { hasNoNul, optionalText, paginationSchema, requiredText, searchTextSchema } from './common.js';
import { CELEBRITY_STATS_DEFAULTS } from './site-content.js';

/** Multipart bodies carry lists as JSON text (SPEC §7); forms carry arrays. Both are accepted. */
function jsonListOf(label: string) {
  return z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      if (value.trim() === '') return [];
      try {
        return JSON.parse(value) as unknown;
      } catch {
        return value;
      }
    },
    z
      .array(
        z
          .string()
          .trim()
          .max(TEXT_LIMITS.listItem, `Each ${label} entry must be at most ${TEXT_LIMITS.listItem} characters`)
          .refine(hasNoNul, `A ${label} entry contains an invalid character`),
        `${label} must be a list`,
      )
      .max(TEXT_LIMITS.listItems, `At most ${TEXT_LIMITS.listItems} ${label} entries`)
      // Empty rows are dropped on submit (SPEC §5).
      .transform((items) => items.filter((item) => item.length > 0)),
  );
}

const booleanish = z.preprocess(
  (value) => (value === 'true' ? true : value === 'false' || value === '' || value === undefined ? false : value),
  z.boolean('priceOnDemand must be true or false'),
);

const ratingSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z
    .number({ error: 'Rating is required' })
    .min(RATING_MIN, `Rating must be between ${RATING_MIN} and ${RATING_MAX}`)
    .max(RATING_MAX, `Rating must be between ${RATING_MIN} and ${RATING_MAX}`)
    // Steps of 0.1: compare in tenths to stay clear of binary fractions.
    .refine((value) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9, 'Rating must use steps of 0.1'),
);

const priceSchema = z.preprocess((value) => {
  if (value === '' || value === null || value === undefined || value === 'null') return undefined;
  return typeof value === 'string' ? Number(value.replace(/,/g, '')) : value;
}, z.number('Price must be a number').int('Price must be a whole number of rupees').min(1, 'Price must be at least ₹1').max(1_000_000_000, 'Price must be at most ₹1,00,00,00,000').optional());

/**
 * The celebrity form (SPEC §5) and the server's multipart body: one schema for both.
 * Price is required unless priceOnDemand; then it is stored as null.
 */
/**
 * One of the profile's three figures ("500+"): left out, it stays as it is (a new celebrity gets
 * SPEC §2's value); sent empty, it goes back to that value.
 */
function profileFigure(label: string, fallback: string) {
  return z
    .string()
    .trim()
    .max(12, `${label} must be at most 12 characters`)
    .refine(hasNoNul, `${label} contains an invalid character`)
    .optional()
    .transform((value) => (value === '' ? fallback : value));
}

export const celebrityInputSchema = z
  .object({
    name: requiredText('Name', TEXT_LIMITS.name),
    category: z.enum(CATEGORIES, 'Please choose a category'),
    location: requiredText('Location', TEXT_LIMITS.location),
    followers: requiredText('Followers', TEXT_LIMITS.followers),
    rating: ratingSchema,
    description: requiredText('Description', TEXT_LIMITS.longText),
    socialProfile: optionalText('Social profile', TEXT_LIMITS.shortText),
    priceOnDemand: booleanish,
    price: priceSchema,
    specialties: jsonListOf('specialty').refine((items) => items.length > 0, 'At least one specialty is required'),
    achievements: jsonListOf('achievement').refine((items) => items.length > 0, 'At least one achievement is required'),
    eventsCompleted: profileFigure('Events completed', CELEBRITY_STATS_DEFAULTS.eventsCompleted),
    brandPartnerships: profileFigure('Brand partnerships', CELEBRITY_STATS_DEFAULTS.brandPartnerships),
    yearsExperience: profileFigure('Years of experience', CELEBRITY_STATS_DEFAULTS.yearsExperience),
  })
  .superRefine((value, ctx) => {
    if (!value.priceOnDemand && value.price === undefined) {
      ctx.addIssue({ code: 'custom', path: ['price'], message: 'Price is required unless Price on Demand is ticked' });
    }
  })
  .transform((value) => ({ ...value, price: value.priceOnDemand ? null : (value.price ?? null) }));

export type CelebrityInput = z.output<typeof celebrityInputSchema>;

/** Gallery images to drop on update: the URLs the API gave for them. */
/**
 * The version of the record an edit started from: a save made on top of someone else's newer
 * save is refused with 409 instead of silently overwriting it.
 */
export const editVersionSchema = z.coerce
  .number({ error: 'version is required: reload the celebrity and try again' })
  .int('version must be a whole number')
  .positive('version must be a whole number');

export const removeGalleryImagesSchema = z.preprocess(
  (value) => {
    if (value === undefined || value === '') return [];
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  },
  z.array(z.string().max(500), 'removeGalleryImages must be a JSON list of image URLs').max(100),
);

/**
 * What `q` matches: the public listing searches the name or any specialty (SPEC §5); the admin
 * list searches the name or the category (SPEC §2, "Celebrities list").
 */
export const CELEBRITY_SEARCH_MATCHES = ['name-specialty', 'name-category'] as const;
export type CelebritySearchMatch = (typeof CELEBRITY_SEARCH_MATCHES)[number];

export const celebrityListQuerySchema = paginationSchema.extend({
  q: searchTextSchema,
  match: z.enum(CELEBRITY_SEARCH_MATCHES, 'Unknown search match').default('name-specialty'),
  category: z
    .union([z.enum(CATEGORIES), z.literal(''), z.literal('All')], 'Unknown category')
    .optional()
    .transform((value) => (value === '' || value === 'All' ? undefined : value)),
});
export type CelebrityListQuery = z.output<typeof celebrityListQuerySchema>;

export type ImageVariant = z.output<typeof imageVariantSchema>;
/** What a page needs to draw an image responsively: default src, its size and the srcset. */
export type ResponsiveImage = z.output<typeof responsiveImageSchema>;
/** A celebrity as the API answers it (responses.ts holds the shape). */
export type Celebrity = z.output<typeof celebritySchema>;
/** A profile's three figures: events completed, brand partnerships, years of experience. */
export type CelebrityStats = Celebrity['stats'];
