import { type ReactNode, useRef } from 'react';
import { FiltersSheet } from '#web/components/ui/filters-sheet';
import { SearchField } from '#web/components/ui/search-field';
import { backToSearch, ClearFiltersButton } from './clear-filters-button';

interface SearchAndFiltersProps {
  /** The search landmark's name ("E-mails", "Audit log"). */
  name: string;
  search: { id: string; label: string; placeholder: string; className?: string };
  searchText: string;
  onSearchTextChange: (text: string) => void;
  /** Enter in the search box: search now rather than after the pause. */
  onSearchNow: () => void;
  /** The Filters sheet's id, and how many filters (the search aside) are set. */
  sheetId: string;
  filterCount: number;
  /** Whether any filter is set: with a search typed, "Clear filters" shows. */
  filtersSet: boolean;
  onClear: () => void;
  /** Layout classes: of the landmark, of the filters (in the sheet and in the page alike). */
  className?: string;
  filtersClassName: string;
  /** Given, "Clear filters" sits in a cell of its own that stays when the button is gone. */
  clearCellClassName?: string;
  /** The filters themselves. */
  children: ReactNode;
}

/**
 * An admin list's search box and its filters with "Clear filters": on a phone the search stays
 * in view and the filters fold into the Filters sheet, so the list comes first.
 */
export function SearchAndFilters({
  name,
  search,
  searchText,
  onSearchTextChange,
  onSearchNow,
  sheetId,
  filterCount,
  filtersSet,
  onClear,
  className = '',
  filtersClassName,
  clearCellClassName,
  children,
}: SearchAndFiltersProps) {
  const searchRef = useRef<HTMLInputElement>(null);
  const clear = (filtersSet || searchText.trim() !== '') && (
    <ClearFiltersButton onClear={onClear} focusAfter={() => backToSearch(sheetId, searchRef)} />
  );
  return (
    <search
      aria-label={name}
      className={`grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm shadow-brand-900/5 ${className}`}
    >
      <SearchField
        ref={searchRef}
        id={search.id}
        label={search.label}
        placeholder={search.placeholder}
        value={searchText}
        onValueChange={onSearchTextChange}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSearchNow();
        }}
        className={search.className}
      />
      <FiltersSheet id={sheetId} count={filterCount} inlineFrom="lg" className={filtersClassName}>
        {children}
        {clearCellClassName === undefined ? clear : <div className={clearCellClassName}>{clear}</div>}
      </FiltersSheet>
    </search>
  );
}
