import { CATEGORIES } from '#shared/constants';
import { SearchField } from '#web/components/ui/search-field';
import { Select } from '#web/components/ui/select';
import type { CelebrityFilters } from '#web/lib/queries/celebrities';

interface CelebrityFiltersBarProps {
  searchText: string;
  category: CelebrityFilters['category'];
  onSearchTextChange: (text: string) => void;
  /** Enter in the search box: apply the text without waiting for the pause. */
  onSearchSubmit: () => void;
  onCategoryChange: (category: string) => void;
}

/** The listing's text search and category dropdown (SPEC §2); both combine. */
export function CelebrityFiltersBar({
  searchText,
  category,
  onSearchTextChange,
  onSearchSubmit,
  onCategoryChange,
}: CelebrityFiltersBarProps) {
  return (
    <form
      role="search"
      aria-label="Celebrities"
      onSubmit={(event) => {
        event.preventDefault();
        onSearchSubmit();
      }}
      className="grid gap-4 rounded-2xl border border-brand-100 bg-white p-4 shadow-sm shadow-brand-900/5 sm:grid-cols-[minmax(0,1fr)_14rem] sm:p-5"
    >
      <SearchField
        id="celebrity-search"
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
          value={category ?? 'All'}
          onChange={(event) => onCategoryChange(event.target.value)}
          className="mt-1.5"
        >
          <option value="All">All</option>
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
