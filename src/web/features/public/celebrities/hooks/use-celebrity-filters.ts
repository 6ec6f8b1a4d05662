import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useSearchTextParam } from '#web/lib/use-search-text-param';
import type { CelebrityFilters } from '#web/lib/queries/celebrities';
import {
  type ListingChoice,
  readListingChoices,
  withListingChoices,
  withoutListingPage,
} from '../utils/listing-params';

/**
 * The address bar's query as it is now. The router's `previous` can be a render behind: a
 * category chosen just before the search pause ended was then overwritten by the search.
 */
function liveSearchParams(): URLSearchParams {
  return new URLSearchParams(window.location.search);
}

/**
 * The listing's filters and order, kept in the URL (`?q=&category=&city=&available=&price=&sort=`)
 * so a filtered view can be shared, reloaded and returned to with Back. The search text follows
 * useSearchTextParam; each dropdown's change, and each day chosen for "Free on", is a new
 * history entry.
 */
export function useCelebrityFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const choices = readListingChoices(searchParams);
  // A new search shows another list, from its first batch.
  const {
    text: searchText,
    setText: setSearchText,
    applied,
    applyNow: applySearch,
  } = useSearchTextParam({ alongWith: withoutListingPage });

  /**
   * Sets one or more dropdowns' choices at once (as they send them: `All` or '' for none). A
   * choice the address already holds adds no history entry: a day picked while the app was
   * hydrating reaches here twice, from the field's change and from useEarlyFields, and a second
   * entry made Back land on the same day again.
   */
  const choose = useCallback(
    (changes: Partial<Record<ListingChoice, string>>) => {
      const live = liveSearchParams();
      const next = withListingChoices(live, changes);
      if (next.toString() === live.toString()) return;
      setSearchParams(next);
    },
    [setSearchParams],
  );

  const clearFilters = useCallback(() => {
    setSearchText('');
    setSearchParams(new URLSearchParams());
  }, [setSearchText, setSearchParams]);

  const filters: CelebrityFilters = { q: applied, ...choices };
  return { filters, searchText, setSearchText, applySearch, choose, clearFilters };
}
