import { useListParams } from '#web/lib/use-list-params';
import { useListSearch } from '#web/lib/use-list-search';
import type { ListPlace, ListSpec, PageCursor } from '#web/lib/list-params';

/** What a searched list's filter bar is given: its view, the search box and "Clear filters". */
export interface SearchedListFiltersProps<P extends ListPlace> {
  params: P;
  searchText: string;
  onSearchTextChange: (text: string) => void;
  /** Enter in the search box: search now rather than after the pause. */
  onSearchNow: () => void;
  onChange: (change: Partial<P>) => void;
  /** Whether any filter is set (the spec's isFiltered). */
  filtersSet: boolean;
  onClear: () => void;
}

/** What a searched list's results are given: its view, paging and the empty state's "Clear filters". */
export interface SearchedListResultsProps<P extends ListPlace> {
  params: P;
  /** Another page, with its cursor when the server gave one. */
  onPageChange: (page: number, cursor?: PageCursor) => void;
  /** A page past the end (the list shrank): go to this one instead. */
  onPageOutOfRange: (lastPage: number) => void;
  onClearFilters: () => void;
}

/**
 * A paged admin list with a search box and filters, its view in the URL (useListParams and
 * useListSearch): the props of its filter bar and of its results, wired to the same view.
 * "Clear filters" turns every filter off and empties the search box at once.
 */
export function useSearchedList<P extends ListPlace>(
  spec: ListSpec<P>,
): { filters: SearchedListFiltersProps<P>; results: SearchedListResultsProps<P> } {
  const { params, update, setPage, replacePage, resetFilters } = useListParams(spec);
  const { text: searchText, setText: setSearchText, applyNow } = useListSearch();
  const clearFilters = () => {
    setSearchText('');
    resetFilters();
  };
  return {
    filters: {
      params,
      searchText,
      onSearchTextChange: setSearchText,
      onSearchNow: applyNow,
      onChange: update,
      filtersSet: spec.isFiltered(params),
      onClear: clearFilters,
    },
    results: { params, onPageChange: setPage, onPageOutOfRange: replacePage, onClearFilters: clearFilters },
  };
}
