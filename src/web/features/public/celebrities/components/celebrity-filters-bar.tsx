import { Search } from 'lucide-react';
import { CATEGORIES } from '#shared/constants';
import { Select } from '#web/components/ui/select';
import { TextInput } from '#web/components/ui/text-input';
import type { CelebrityFilters } from '../api/get-celebrities';

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
      <div>
        <label htmlFor="celebrity-search" className="block text-sm font-medium text-slate-800">
          Search celebrities
        </label>
        <div className="relative mt-1.5">
          <Search
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
          <TextInput
            id="celebrity-search"
            type="search"
            value={searchText}
            onChange={(event) => onSearchTextChange(event.target.value)}
            placeholder="Name or specialty, e.g. dance"
            autoComplete="off"
            enterKeyHint="search"
            maxLength={100}
            className="pl-10"
          />
        </div>
      </div>
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
