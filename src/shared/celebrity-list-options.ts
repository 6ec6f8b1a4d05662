/*
 * The celebrity list's orders and the public listing's price ranges: defined once, for the
 * server's query (celebrities/celebrity-list.ts), its zod schema (schemas/celebrity-list.ts) and the
 * listing's dropdowns. A module of its own, apart from the constants, so that pages which never
 * show the listing (Home) do not carry it.
 */

/**
 * The orders of the celebrity list (`?sort=`). `featured`: the featured ones first, in their
 * order, then the newest; `newest`: newest first (the admin list); `name`: A to Z; `price-asc`,
 * `price-desc`: by price, price on demand last either way; `rating`: highest first. Each ends
 * with the id, so paging never repeats or skips a celebrity.
 */
export const CELEBRITY_SORTS = ['featured', 'newest', 'name', 'price-asc', 'price-desc', 'rating'] as const;
export type CelebritySort = (typeof CELEBRITY_SORTS)[number];
/**
 * The parameters of the public listing's address that change what it shows (its search, its
 * dropdowns, its "Free on" date); any other parameter (a campaign's `utm_source`, `ref`, `gclid`) leaves it as it is.
 */
export const LISTING_QUERY_PARAMS = ['q', 'category', 'city', 'available', 'price', 'sort'] as const;

/** The public listing's order when the address names none. */
export const CELEBRITY_SORT_DEFAULT: CelebritySort = 'featured';

/**
 * The public listing's price filter (`?price=`): four ranges of whole rupees, each from `min`
 * (included) up to `max` (left out; null: open), which together hold every price exactly once,
 * and `on-demand` for the celebrities whose price is on demand. The listing's dropdown names them
 * from these bounds (`priceFilterLabel`, features/public/celebrities/utils/listing-params.ts).
 */
export const PRICE_FILTERS = ['under-100000', '100000-500000', '500000-1000000', '1000000-up', 'on-demand'] as const;
export type PriceFilter = (typeof PRICE_FILTERS)[number];
export type PriceRange = Exclude<PriceFilter, 'on-demand'>;
export const PRICE_RANGES: Readonly<Record<PriceRange, { min: number | null; max: number | null }>> = {
  'under-100000': { min: null, max: 100_000 },
  '100000-500000': { min: 100_000, max: 500_000 },
  '500000-1000000': { min: 500_000, max: 1_000_000 },
  '1000000-up': { min: 1_000_000, max: null },
};
