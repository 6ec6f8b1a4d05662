import { useCallback, useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { CATEGORIES, type Category } from '../../../../../shared/constants';
import type { CelebrityFilters } from '../api/get-celebrities';

/** How long typing pauses before the search is applied. */
export const SEARCH_DEBOUNCE_MS = 300;

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
 * reloaded and returned to with Back. The search box has its own text, written to the URL
 * 300 ms after typing stops (replacing the history entry, so Back does not step through every
 * keystroke); a category change is a new history entry.
 */
export function useCelebrityFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const urlQuery = searchParams.get('q') ?? '';
  const category = categoryOf(searchParams.get('category'));

  const [searchText, setSearchText] = useState(urlQuery);
  // The URL changed from outside (Back, a link): show its text. Our own write carries the
  // trimmed text, so keep what is typed when it only differs by surrounding spaces.
  const [seenUrlQuery, setSeenUrlQuery] = useState(urlQuery);
  if (urlQuery !== seenUrlQuery) {
    setSeenUrlQuery(urlQuery);
    if (urlQuery !== searchText.trim()) setSearchText(urlQuery);
  }

  const writeQuery = useCallback(
    (text: string) => {
      // A card clicked within the pause has already moved the browser on; this page stays
      // drawn until the next one loads, and writing its query now would drag the visitor back.
      if (window.location.pathname !== pathname) return;
      const next = liveSearchParams();
      if (text) next.set('q', text);
      else next.delete('q');
      setSearchParams(next, { replace: true });
    },
    [setSearchParams, pathname],
  );

  const pendingQuery = searchText.trim();
  useEffect(() => {
    if (pendingQuery === urlQuery) return;
    const timer = setTimeout(() => writeQuery(pendingQuery), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [pendingQuery, urlQuery, writeQuery]);

  /** Applies the typed text now (Enter in the search box). */
  const applySearch = useCallback(() => {
    if (pendingQuery !== urlQuery) writeQuery(pendingQuery);
  }, [pendingQuery, urlQuery, writeQuery]);

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
  }, [setSearchParams]);

  const filters: CelebrityFilters = { q: urlQuery.trim(), category };
  return { filters, searchText, setSearchText, applySearch, setCategory, clearFilters };
}
