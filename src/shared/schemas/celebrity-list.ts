import { z } from 'zod';
import { CELEBRITY_SORT_DEFAULT, CELEBRITY_SORTS, PRICE_FILTERS } from '../celebrity-list-options.js';
import { CATEGORIES } from '../constants/celebrities.js';
import { TEXT_LIMITS } from '../constants/text-limits.js';
import { isIsoCalendarDate } from '../event-date.js';
import { celebrityStatusFilterSchema } from './celebrity.js';
import { paginationSchema, searchTextSchema } from './common.js';
import { isSingleLine } from './text.js';

/**
 * What `q` matches: the public listing searches the name or any specialty (SPEC §5); the admin
 * list searches the name or the category (SPEC §2, "Celebrities list").
 */
export const CELEBRITY_SEARCH_MATCHES = ['name-specialty', 'name-category'] as const;
export type CelebritySearchMatch = (typeof CELEBRITY_SEARCH_MATCHES)[number];

/** '' and `All` mean no filter, as the listing's dropdowns send them. */
function optionalChoice<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z
    .union([z.enum(values), z.literal(''), z.literal('All')], message)
    .optional()
    .transform((value) => (value === '' || value === 'All' ? undefined : (value as T[number])));
}

/**
 * "Free on" (`?available=`): a calendar day, `YYYY-MM-DD`, that must exist (no 30 February);
 * '' (the empty date field of the listing's form) means no filter.
 */
export const freeOnSchema = z
  .string()
  .refine((value) => value === '' || isIsoCalendarDate(value), 'Free on must be a date (YYYY-MM-DD)')
  .optional()
  .transform((value) => (value === '' ? undefined : value));

/**
 * `GET /api/celebrities`: the search, the category, the city (the part of the location before
 * its first comma, any letter case), the price range, the day they must be free on, the order
 * and the page; for staff only, the status (drafts; see celebrityStatusFilterSchema).
 */
export const celebrityListQuerySchema = paginationSchema.extend({
  q: searchTextSchema,
  match: z.enum(CELEBRITY_SEARCH_MATCHES, 'Unknown search match').default('name-specialty'),
  category: optionalChoice(CATEGORIES, 'Unknown category'),
  city: z
    .string()
    .trim()
    .max(TEXT_LIMITS.location, `City must be at most ${TEXT_LIMITS.location} characters`)
    .refine(isSingleLine, 'City contains an invalid character')
    .optional()
    .transform((value) => (value === '' || value === 'All' ? undefined : value)),
  price: optionalChoice(PRICE_FILTERS, `Unknown price range: use one of ${PRICE_FILTERS.join(', ')}`),
  available: freeOnSchema,
  sort: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(CELEBRITY_SORTS, `Unknown sort: use one of ${CELEBRITY_SORTS.join(', ')}`).default(CELEBRITY_SORT_DEFAULT),
  ),
  status: celebrityStatusFilterSchema,
});
export type CelebrityListQuery = z.output<typeof celebrityListQuerySchema>;
