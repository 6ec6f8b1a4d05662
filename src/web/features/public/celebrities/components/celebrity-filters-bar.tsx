import { useRef } from 'react';
import { CATEGORIES } from '#shared/constants';
import { PAGES } from '#shared/pages';
import { SearchField } from '#web/components/ui/search-field';
import { Select } from '#web/components/ui/select';
import type { CelebrityFilters } from '#web/lib/queries/celebrities';
import { useEarlyFields } from '#web/lib/use-early-fields';

interface CelebrityFiltersBarProps {
  searchText: string;
  category: CelebrityFilters['category'];
  onSearchTextChange: (text: string) => void;
  /** Enter in the search box: apply the text without waiting for the pause. */
  onSearchSubmit: () => void;
  onCategoryChange: (category: string) => void;
}

/** The category dropdown's value for every category. */
const ALL = 'All';

/**
 * The listing's text search and category dropdown (SPEC §2); both combine.
 *
 * The unfiltered listing arrives rendered by the server, so a visitor can type or choose before
 * the app has started. It is a plain GET form with the address's own names (`q`, `category`):
 * Enter before then loads the filtered listing, and whatever was typed or chosen without Enter
 * is taken once the app runs (useEarlyFields), as if entered then.
 */
export function CelebrityFiltersBar({
  searchText,
  category,
  onSearchTextChange,
  onSearchSubmit,
  onCategoryChange,
}: CelebrityFiltersBarProps) {
  const formRef = useRef<HTMLFormElement>(null);
  useEarlyFields(formRef, { q: searchText, category: category ?? ALL }, (early) => {
    if (early.q !== undefined) onSearchTextChange(early.q);
    if (early.category !== undefined) onCategoryChange(early.category);
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
      className="grid gap-4 rounded-2xl border border-brand-100 bg-white p-4 shadow-sm shadow-brand-900/5 sm:grid-cols-[minmax(0,1fr)_14rem] sm:p-5"
    >
      <SearchField
        id="celebrity-search"
        name="q"
        label="Search celebrities"
        showLabel
        placeholder="Name or specialty, e.g. dance"
        value={searchText}
        onValueChange={onSearchTextChange}
      />
      <div>
        <label htmlFor="celebrity-category" className="block text-sm font-medium text-slate-800">
          Category
        </label>
        <Select
          id="celebrity-category"
          name="category"
          value={category ?? ALL}
          onChange={(event) => onCategoryChange(event.target.value)}
          className="mt-1.5"
        >
          <option value={ALL}>All</option>
          {CATEGORIES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </Select>
      </div>
    </form>
  );
}
