import { z } from 'zod';
import type { celebritySchema, imageVariantSchema, responsiveImageSchema } from './celebrity-responses.js';
import { CATEGORIES, CELEBRITY_STATUSES, FEATURED_MAX, RATING_MAX, RATING_MIN } from '../constants/celebrities.js';
import { TEXT_LIMITS } from '../constants/text-limits.js';
import { looksLikeId, RESERVED_SLUGS, SLUG_MAX_LENGTH, SLUG_PATTERN } from '../slug.js';
import { isSingleLine, multiLineText, optionalSingleLineText, singleLineText, TEXT_MESSAGES } from './text.js';
import { CELEBRITY_STATS_DEFAULTS } from './site-content.js';
import { MAX_STORED_INTEGER } from './stored-integer.js';
import { optionalPhone } from './staff.js';

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
          .refine(isSingleLine, TEXT_MESSAGES.singleLine(`A ${label} entry`)),
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
    .refine(isSingleLine, TEXT_MESSAGES.singleLine(label))
    .optional()
    .transform((value) => (value === '' ? fallback : value));
}

/** Why a URL name is refused (the form shows it under the field; the server answers it on `slug`). */
export const SLUG_MESSAGES = {
  pattern: 'Use lower-case letters a–z, digits and single hyphens between words, e.g. meera-kapoor',
  tooLong: `URL name must be at most ${SLUG_MAX_LENGTH} characters`,
  reserved: 'This URL name is reserved; please choose another',
} as const;

/**
 * The profile's URL name (`/celebrity/<slug>`). Empty: made from the name (and made unique by
 * the server); left out of an edit: kept as it is.
 */
export const slugInputSchema = z
  .string('URL name must be text')
  .trim()
  .max(SLUG_MAX_LENGTH, SLUG_MESSAGES.tooLong)
  .refine((value) => value === '' || SLUG_PATTERN.test(value), SLUG_MESSAGES.pattern)
  .refine((value) => !RESERVED_SLUGS.includes(value) && !looksLikeId(value), SLUG_MESSAGES.reserved)
  .optional();

export const celebrityInputSchema = z
  .object({
    name: singleLineText('Name', TEXT_LIMITS.name),
    slug: slugInputSchema,
    category: z.enum(CATEGORIES, 'Please choose a category'),
    location: singleLineText('Location', TEXT_LIMITS.location),
    followers: singleLineText('Followers', TEXT_LIMITS.followers),
    rating: ratingSchema,
    description: multiLineText('Description', TEXT_LIMITS.longText),
    socialProfile: optionalSingleLineText('Social profile', TEXT_LIMITS.shortText),
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
  .positive('version must be a whole number')
  .max(MAX_STORED_INTEGER, 'version must be a whole number');

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
 * Which celebrities a catalogue read includes, by their status: `published` (what the public
 * sees), `draft` or `all`. Only staff may ask (a call carrying it needs a staff session); a call
 * without it reads the published ones.
 */
export const celebrityStatusFilterSchema = z
  .enum([...CELEBRITY_STATUSES, 'all'], `status must be one of ${[...CELEBRITY_STATUSES, 'all'].join(', ')}`)
  .optional();
export type CelebrityStatusFilter = NonNullable<z.output<typeof celebrityStatusFilterSchema>>;

/** `GET /api/celebrities/:idOrSlug`: the staff's `status` (see celebrityStatusFilterSchema). */
export const celebrityReadQuerySchema = z.object({ status: celebrityStatusFilterSchema });

/** `GET /api/celebrities/featured`: how many (the first ones), and the staff's `status`. */
export const featuredQuerySchema = z.object({
  limit: z.coerce
    .number('limit must be a number')
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(FEATURED_MAX, `limit must be at most ${FEATURED_MAX}`)
    .default(FEATURED_MAX),
  status: celebrityStatusFilterSchema,
});

/** `PUT /api/celebrities/featured`: the featured celebrities, first one first. */
export const featuredInputSchema = z.object({
  ids: z
    .array(z.uuid('Each id must be a celebrity id'), 'ids must be a list of celebrity ids')
    .max(FEATURED_MAX, `At most ${FEATURED_MAX} celebrities can be featured`)
    .refine((ids) => new Set(ids).size === ids.length, 'A celebrity can be featured only once'),
});
export type FeaturedInput = z.output<typeof featuredInputSchema>;

/** `:idOrSlug` in `/api/celebrities/:idOrSlug`: an id, or a current or former URL name. */
export const idOrSlugParamsSchema = z.object({
  idOrSlug: z
    .string()
    .max(SLUG_MAX_LENGTH, 'Invalid id')
    .refine((value) => looksLikeId(value) || SLUG_PATTERN.test(value), 'Invalid id'),
});

export type ImageVariant = z.output<typeof imageVariantSchema>;
/** What a page needs to draw an image responsively: default src, its size and the srcset. */
export type ResponsiveImage = z.output<typeof responsiveImageSchema>;
/** A celebrity as the API answers it (celebrity-responses.ts holds the shape). */
export type Celebrity = z.output<typeof celebritySchema>;
/** A profile's three figures: events completed, brand partnerships, years of experience. */
export type CelebrityStats = Celebrity['stats'];

/** An e-mail address that may be left empty ('' when absent); lower-cased like every stored address. */
const optionalEmail = z
  .string('Email must be text')
  .trim()
  .max(TEXT_LIMITS.email, 'Email is too long')
  .optional()
  .transform((value) => value ?? '')
  .pipe(z.union([z.literal(''), z.email('Please enter a valid email address')]))
  .transform((value) => value.toLowerCase());

/**
 * `PUT /api/celebrities/:id/manager` and its form (issue 39): who manages the celebrity's diary,
 * whom the calendar feed's address is e-mailed to. Staff only: never in a public answer, so it is
 * not part of the celebrity's record as the API answers it (celebrity-responses.ts).
 */
export const celebrityManagerSchema = z.object({
  name: optionalSingleLineText('Manager’s name', TEXT_LIMITS.name),
  phone: optionalPhone,
  email: optionalEmail,
});
export type CelebrityManager = z.output<typeof celebrityManagerSchema>;
export type CelebrityManagerForm = z.input<typeof celebrityManagerSchema>;
