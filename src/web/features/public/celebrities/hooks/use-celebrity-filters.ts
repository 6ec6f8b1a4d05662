import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { CATEGORIES, type Category } from '#shared/constants';
import { useSearchTextParam } from '#web/lib/use-search-text-param';
import type { CelebrityFilters } from '#web/lib/queries/celebrities';

/**
 * The address bar's query as it is now. The router's `previous` can be a render behind: a
 * category chosen just before the search pause ended was then overwritten by the search.
 */
function liveSearchParams(): URLSearchParams {
  return new URLSearchParams(window.location.search);
}

function categoryOf(value: string | null): Category | undefined {
  return CATEGORIES.find((category) => category === value);
}

/**
 * The listing's filters, kept in the URL (`?q=&category=`) so a filtered view can be shared,
 * reloaded and returned to with Back. The search text follows useSearchTextParam; a category
 * change is a new history entry.
 */
export function useCelebrityFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const category = categoryOf(searchParams.get('category'));
  const { text: searchText, setText: setSearchText, applied, applyNow: applySearch } = useSearchTextParam();

  const setCategory = useCallback(
    (value: string) => {
      const next = liveSearchParams();
      const chosen = categoryOf(value);
      if (chosen) next.set('category', chosen);
      else next.delete('category');
      setSearchParams(next);
    },
    [setSearchParams],
  );

  const clearFilters = useCallback(() => {
    setSearchText('');
    setSearchParams(new URLSearchParams());
  }, [setSearchText, setSearchParams]);

  const filters: CelebrityFilters = { q: applied, category };
  return { filters, searchText, setSearchText, applySearch, setCategory, clearFilters };
}
