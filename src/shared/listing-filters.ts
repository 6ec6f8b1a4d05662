import {
  CELEBRITY_SORT_DEFAULT,
  type CelebritySort,
  LISTING_QUERY_PARAMS,
  PRICE_FILTERS,
  type PriceFilter,
} from './celebrity-list-options.js';
import { CATEGORIES, type Category } from './constants/celebrities.js';
import { TEXT_LIMITS } from './constants/text-limits.js';
import { isIsoCalendarDate } from './event-date.js';

/*
 * The public listing's filters as its address holds them (`?q=&category=&city=&available=&price=&sort=`),
 * read one way by the browser (the listing's hooks) and by the server (which renders a filtered
 * listing and caches it by these filters): the two must agree, or the server's HTML would differ
 * from the browser's first render of the same address.
 */

/** The public listing's filters and order. */
export interface ListingFilters {
  /** Name or specialty text, trimmed; '' for none. */
  q: string;
  /** One category, or undefined for All. */
  category: Category | undefined;
  /** One city (a location's part before its first comma), or undefined for all. */
  city: string | undefined;
  /** One price range or `on-demand`, or undefined for any price. */
  price: PriceFilter | undefined;
  /** "Free on": a day (`YYYY-MM-DD`) they have no confirmed booking or blackout, or undefined for any. */
  available: string | undefined;
  sort: CelebritySort;
}

/** The listing without filters: `/celebrities`. */
export const NO_LISTING_FILTERS: ListingFilters = {
  q: '',
  category: undefined,
  city: undefined,
  price: undefined,
  available: undefined,
  sort: CELEBRITY_SORT_DEFAULT,
};

/** The orders the listing offers (`newest` is the admin list's), default first. */
export const LISTING_SORTS = [
  'featured',
  'name',
  'price-asc',
  'price-desc',
  'rating',
] as const satisfies readonly CelebritySort[];
export type ListingSort = (typeof LISTING_SORTS)[number];

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value);
}

/** A city as the server takes it: trimmed, not empty, not longer than a location. */
function cityOf(value: string | null): string | undefined {
  const city = (value ?? '').trim();
  return city === '' || city.length > TEXT_LIMITS.location ? undefined : city;
}

/** A "Free on" day as the server takes it: a calendar day that exists, `YYYY-MM-DD`. */
export function freeOnDayOf(value: string | null): string | undefined {
  return value !== null && isIsoCalendarDate(value) ? value : undefined;
}

/**
 * The filters an address asks for, read leniently: a choice it cannot read (an unknown category,
 * a day that does not exist) is the default, as the listing's dropdowns would show it. The search
 * text is trimmed; its length is the API's to judge (the listing then shows the failure).
 */
export function readListingFilters(search: URLSearchParams): ListingFilters {
  return {
    q: (search.get('q') ?? '').trim(),
    category: oneOf<Category>(CATEGORIES, search.get('category')),
    city: cityOf(search.get('city')),
    available: freeOnDayOf(search.get('available')),
    price: oneOf<PriceFilter>(PRICE_FILTERS, search.get('price')),
    sort: oneOf<ListingSort>(LISTING_SORTS, search.get('sort')) ?? CELEBRITY_SORT_DEFAULT,
  };
}

/**
 * How many of the listing's batches an address shows (`?page=N`: the first N, so that a reload, a
 * shared address or Back shows what "Load more" had added). Not one of LISTING_QUERY_PARAMS: it
 * says how far down the list, not which list, so a new filter starts again from the first batch.
 */
export const LISTING_PAGE_PARAM = 'page';

/**
 * The most batches an address shows at once (`?page=99999` shows this many): what "Load more"
 * could plausibly reach, and a bound on the size of one rendered page (and of its seeding).
 */
export const LISTING_PAGES_MAX = 50;

/**
 * The batches an address asks for, read leniently as the rest: a whole number from 2 up to
 * LISTING_PAGES_MAX (more is the maximum); 1, 0 or anything unreadable is the first batch alone.
 */
export function readListingPage(search: URLSearchParams): number {
  const value = search.get(LISTING_PAGE_PARAM) ?? '';
  if (!/^\d{1,12}$/.test(value)) return 1;
  return Math.min(Math.max(Number(value), 1), LISTING_PAGES_MAX);
}

/**
 * The filters (and the batches shown, when more than the first) as one query string, in
 * LISTING_QUERY_PARAMS' order then `page`, with the defaults left out: every address that shows
 * the same listing has the same one ('' for the plain listing), which the server keys its cached
 * page by and "Load more" links to.
 */
export function listingSearchOf(filters: ListingFilters, page = 1): string {
  const search = new URLSearchParams();
  for (const name of LISTING_QUERY_PARAMS) {
    const value = filters[name];
    if (value === undefined || value === '' || (name === 'sort' && value === CELEBRITY_SORT_DEFAULT)) continue;
    search.set(name, value);
  }
  if (page > 1) search.set(LISTING_PAGE_PARAM, String(page));
  return search.toString();
}
