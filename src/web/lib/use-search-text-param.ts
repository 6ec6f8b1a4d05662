import { useCallback, useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { SEARCH_DELAY_MS, stillOn, withSearchText } from './search-text-param';

export interface SearchTextParamOptions {
  /** The query parameter, `q` by default. */
  param?: string;
  /** What else changes with a new search, such as going back to page 1. */
  alongWith?: (next: URLSearchParams) => void;
}

/**
 * A search box whose applied text lives in the address (`?q=`), so a search can be reloaded,
 * shared and returned to with Back. What is typed shows at once; it is written to the address
 * once typing pauses (SEARCH_DELAY_MS), replacing the history entry so Back does not step
 * through every keystroke, or at once with `applyNow` (Enter). The one mechanism of every
 * searchable list:
 * - the address changed from outside (Back, a link) shows its text in the box, unless it only
 *   differs from what is typed by surrounding spaces (our own writes trim);
 * - it writes over the address as it is now, not as the router last rendered it, so a filter
 *   chosen during the pause is kept;
 * - it never writes once the visitor has moved to another screen within the pause.
 */
export function useSearchTextParam({ param = 'q', alongWith }: SearchTextParamOptions = {}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const applied = (searchParams.get(param) ?? '').trim();

  // The applied text, trimmed as the server renders it (` dance ` is `dance`): the box's first
  // render matches the server's HTML.
  const [text, setText] = useState(applied);
  const [seenApplied, setSeenApplied] = useState(applied);
  if (applied !== seenApplied) {
    setSeenApplied(applied);
    if (applied !== text.trim()) setText(applied);
  }

  const write = useCallback(
    (value: string) => {
      if (!stillOn(pathname)) return;
      const live = new URLSearchParams(window.location.search);
      setSearchParams(withSearchText(live, param, value, alongWith), { replace: true });
    },
    [pathname, param, alongWith, setSearchParams],
  );

  const pending = text.trim();
  useEffect(() => {
    if (pending === applied) return;
    const timer = setTimeout(() => write(pending), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pending, applied, write]);

  /** Applies the typed text now (Enter in the search box). */
  const applyNow = useCallback(() => {
    if (pending !== applied) write(pending);
  }, [pending, applied, write]);

  return { text, setText, applied, applyNow };
}
