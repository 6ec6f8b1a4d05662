import { type ReactNode, useRef } from 'react';
import { PRICE_FILTERS } from '#shared/celebrity-list-options';
import { CATEGORIES } from '#shared/constants/celebrities';
import { PAGES } from '#shared/pages';
import { FiltersSheet } from '#web/components/ui/filters-sheet';
import { SearchField } from '#web/components/ui/search-field';
import { Select } from '#web/components/ui/select';
import type { CelebrityFilters } from '#web/lib/queries/celebrities';
import { useEarlyFields } from '#web/lib/use-early-fields';
import { FreeOnField } from './free-on-field';
import {
  cityChoiceOf,
  LISTING_SORT_LABELS,
  LISTING_SORTS,
  type ListingChoice,
  listingFilterCount,
  priceFilterLabel,
} from '../utils/listing-params';

interface CelebrityFiltersBarProps {
  searchText: string;
  filters: CelebrityFilters;
  /** The cities of the catalogue, A to Z. */
  cities: readonly string[];
  onSearchTextChange: (text: string) => void;
  /** Enter in the search box: apply the text without waiting for the pause. */
  onSearchSubmit: () => void;
  /** One or more dropdowns (or the "Free on" date) changed, as they send their values. */
  onChoose: (changes: Partial<Record<ListingChoice, string>>) => void;
}

/** The category dropdown's value for every category. */
const ALL = 'All';

const LABEL_CLASSES = 'block text-sm font-medium text-slate-800';

/** On a phone, the date and the dropdowns whose choices are long (rupee ranges, orders) take a row each. */
const WIDE_ON_PHONES = 'col-span-2 sm:col-span-1';

function FilterSelect({
  id,
  name,
  label,
  value,
  onChoose,
  className = '',
  children,
}: {
  id: string;
  name: ListingChoice;
  label: string;
  value: string;
  onChoose: CelebrityFiltersBarProps['onChoose'];
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`min-w-0 ${className}`}>
      <label htmlFor={id} className={LABEL_CLASSES}>
        {label}
      </label>
      <Select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChoose({ [name]: event.target.value })}
        className="mt-1.5"
      >
        {children}
      </Select>
    </div>
  );
}

/**
 * The listing's text search, its "Free on" date (issue 22) and its dropdowns: category, city,
 * price range and order (SPEC §2 and issue 12); all combine.
 *
 * The listing arrives rendered by the server, filtered or not, so a visitor can type or choose before
 * the app has started. It is a plain GET form with the address's own names (`q`, `available`,
 * `category`, `city`, `price`, `sort`): Enter before then loads the filtered listing, and
 * whatever was typed or chosen without Enter is taken once the app runs (useEarlyFields), as if
 * entered then.
 *
 * On a phone the search stays in view beside one "Filters" button (issue 23), which says how many
 * filters are set and opens the date and the dropdowns as a sheet, so the first screen shows
 * results; the sheet's "Show results" submits the form, which before the app has started loads
 * the filtered listing. From 768 px the search takes a row and the rest sit in the page under it.
 */
export function CelebrityFiltersBar({
  searchText,
  filters,
  cities,
  onSearchTextChange,
  onSearchSubmit,
  onChoose,
}: CelebrityFiltersBarProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const city = cityChoiceOf(filters.city, cities);
  // A city in the address that the catalogue no longer has is still shown as chosen.
  const cityOptions = city === '' || cities.includes(city) ? cities : [...cities, city];
  const rendered = {
    q: searchText,
    category: filters.category ?? ALL,
    city,
    available: filters.available ?? '',
    price: filters.price ?? '',
    sort: filters.sort,
  };
  useEarlyFields(formRef, rendered, ({ q, ...choices }) => {
    if (q !== undefined) onSearchTextChange(q);
    if (Object.keys(choices).length > 0) onChoose(choices);
  });

  return (
    <form
      ref={formRef}
      role="search"
      aria-label="Celebrities"
      method="get"
      action={PAGES.celebrities.getHref()}
      onSubmit={(event) => {
        event.preventDefault();
        onSearchSubmit();
      }}
      className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-3 rounded-2xl border border-brand-100 bg-white p-4 shadow-sm shadow-brand-900/5 sm:p-5 md:grid-cols-1 md:gap-4"
    >
      {/* Enter in the date field sends a form only through its default button (Chromium does not
          send one without it, as it does from the search box): hidden, as the app needs none. It
          comes first, so the sheet's "Show results" is not the form's default button. */}
      <button type="submit" hidden>
        Search
      </button>
      <div>
        <SearchField
          id="celebrity-search"
          name="q"
          label="Search celebrities"
          showLabel
          placeholder="Name or specialty, e.g. dance"
          value={searchText}
          onValueChange={onSearchTextChange}
        />
      </div>
      <FiltersSheet
        id="celebrity-filters"
        count={listingFilterCount(filters)}
        inlineFrom="md"
        applyType="submit"
        className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-5"
      >
        <FreeOnField
          id="celebrity-free-on"
          value={filters.available}
          onChoose={(day) => onChoose({ available: day })}
          className={WIDE_ON_PHONES}
          labelClassName={LABEL_CLASSES}
        />
        <FilterSelect
          id="celebrity-category"
          name="category"
          label="Category"
          value={rendered.category}
          onChoose={onChoose}
        >
          <option value={ALL}>All</option>
          {CATEGORIES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect id="celebrity-city" name="city" label="City" value={city} onChoose={onChoose}>
          <option value="">All cities</option>
          {cityOptions.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          id="celebrity-price"
          name="price"
          label="Price"
          value={rendered.price}
          onChoose={onChoose}
          className={WIDE_ON_PHONES}
        >
          <option value="">Any price</option>
          {PRICE_FILTERS.map((price) => (
            <option key={price} value={price}>
              {priceFilterLabel(price)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          id="celebrity-sort"
          name="sort"
          label="Sort by"
          value={filters.sort}
          onChoose={onChoose}
          className={WIDE_ON_PHONES}
        >
          {LISTING_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {LISTING_SORT_LABELS[sort]}
            </option>
          ))}
        </FilterSelect>
      </FiltersSheet>
    </form>
  );
}
