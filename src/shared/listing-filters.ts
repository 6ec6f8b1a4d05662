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
 * The filters as one query string, in LISTING_QUERY_PARAMS' order with the defaults left out:
 * every address that shows the same listing has the same one ('' for the plain listing), which
 * the server keys its cached page by.
 */
export function listingSearchOf(filters: ListingFilters): string {
  const search = new URLSearchParams();
  for (const name of LISTING_QUERY_PARAMS) {
    const value = filters[name];
    if (value === undefined || value === '' || (name === 'sort' && value === CELEBRITY_SORT_DEFAULT)) continue;
    search.set(name, value);
  }
  return search.toString();
}
