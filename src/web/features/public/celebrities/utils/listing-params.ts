import {
  CELEBRITY_SORT_DEFAULT,
  type LISTING_QUERY_PARAMS,
  PRICE_RANGES,
  type PriceFilter,
} from '#shared/celebrity-list-options';
import { formatPrice } from '#shared/format';
import { freeOnDayOf, LISTING_PAGE_PARAM, type ListingSort, readListingFilters } from '#shared/listing-filters';
import type { CelebrityFilters } from '#web/lib/queries/celebrities';

/**
 * The listing's choices in the address (`?category=&city=&available=&price=&sort=`; the search
 * text `q` has its own hook, useSearchTextParam): read leniently (anything unreadable is the
 * default) and written with the defaults left out, so the plain listing has the plain URL.
 */

export { LISTING_SORTS, type ListingSort } from '#shared/listing-filters';

export const LISTING_SORT_LABELS: Record<ListingSort, string> = {
  featured: 'Featured',
  name: 'Name: A to Z',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  rating: 'Rating: high to low',
};

/**
 * A price filter's label, made from its bounds in rupees (PRICE_RANGES): "Under ₹1,00,000",
 * "₹1,00,000 to ₹5,00,000", "₹10,00,000 and above", and "Price on Demand" as the cards say it
 * (SPEC §2).
 */
export function priceFilterLabel(filter: PriceFilter): string {
  if (filter === 'on-demand') return 'Price on Demand';
  const { min, max } = PRICE_RANGES[filter];
  if (min === null) return `Under ${formatPrice(max ?? 0)}`;
  if (max === null) return `${formatPrice(min)} and above`;
  return `${formatPrice(min)} to ${formatPrice(max)}`;
}

/** The choices a dropdown or the "Free on" date sets, by the address's names (the server renders by the same list). */
export type ListingChoice = Exclude<(typeof LISTING_QUERY_PARAMS)[number], 'q'>;
export type ListingChoices = Pick<CelebrityFilters, ListingChoice>;

/**
 * Whether a date field's value is a whole date to filter by: a day that exists, in a year of four
 * digits. While a year is typed by keyboard the field passes through 0002, 0020 and 0203 before
 * 2031, and those are not asked for.
 */
export function isWholeFreeOnDay(value: string): boolean {
  return /^[1-9]/.test(value) && freeOnDayOf(value) !== undefined;
}

/** The dropdowns' and "Free on"'s choices in the address, as the server reads them too (readListingFilters). */
export function readListingChoices(search: URLSearchParams): ListingChoices {
  const { q: _searchText, ...choices } = readListingFilters(search);
  return choices;
}

/**
 * `current` with the given choices changed, each as a dropdown sends it (`All`, '' or an unknown
 * value: no filter; the default order: left out). The search text `q` is kept; the batches shown
 * (`?page=`) are not: another list starts again from its first batch (withoutListingPage).
 */
export function withListingChoices(
  current: URLSearchParams,
  changes: Partial<Record<ListingChoice, string | undefined>>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  const read = readListingChoices(
    new URLSearchParams(Object.entries(changes).map(([name, value]) => [name, value ?? ''])),
  );
  for (const name of Object.keys(changes) as ListingChoice[]) {
    const value = read[name];
    if (value === undefined || (name === 'sort' && value === CELEBRITY_SORT_DEFAULT)) next.delete(name);
    else next.set(name, value);
  }
  withoutListingPage(next);
  return next;
}

/** Drops `?page=` from `search`: a new search or choice shows another list, from its first batch. */
export function withoutListingPage(search: URLSearchParams): void {
  search.delete(LISTING_PAGE_PARAM);
}

/** Whether anything differs from the plain listing: what "Clear filters" would undo. */
export function hasListingFilters(filters: CelebrityFilters): boolean {
  return (
    filters.q !== '' ||
    filters.category !== undefined ||
    filters.city !== undefined ||
    filters.price !== undefined ||
    filters.available !== undefined ||
    filters.sort !== CELEBRITY_SORT_DEFAULT
  );
}

/**
 * How many of the choices that narrow the list are set: "Free on", category, city and price (the
 * Filters button's figure on a phone). The search text has its own box in view, and the order
 * narrows nothing, so neither counts.
 */
export function listingFilterCount(filters: CelebrityFilters): number {
  return [filters.available, filters.category, filters.city, filters.price].filter((value) => value !== undefined)
    .length;
}

/**
 * The city dropdown's value for `city`: the offered spelling when it is offered in any letter
 * case (the server matches it so), else the city itself (the dropdown then offers it too).
 */
export function cityChoiceOf(city: string | undefined, offered: readonly string[]): string {
  if (city === undefined) return '';
  return offered.find((candidate) => candidate.toLowerCase() === city.toLowerCase()) ?? city;
}
