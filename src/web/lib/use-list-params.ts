import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { ListSpec } from './list-params';
import { useSearchTextParam } from './use-search-text-param';

/** A new search starts again at page 1. */
function backToFirstPage(next: URLSearchParams): void {
  next.delete('page');
}

/**
 * A paged admin list's view kept in the URL by its spec (list-params.ts), so a view can be
 * reloaded, shared and returned to with Back. The search text (`?q=`) follows useSearchTextParam
 * (applied once typing pauses); any other change is a new history entry.
 */
export function useListParams<P extends { page: number }>(spec: ListSpec<P>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = spec.read(searchParams);
  const { text: searchText, setText: setSearchText, applyNow } = useSearchTextParam({ alongWith: backToFirstPage });

  const update = useCallback(
    (change: Partial<P>, replace = false) => setSearchParams((previous) => spec.write(previous, change), { replace }),
    [setSearchParams, spec],
  );

  const setPage = useCallback((page: number) => update({ page } as Partial<P>), [update]);
  /** For a page past the end (after deletions, or the list shrank): replaces the entry, Back should not return to it. */
  const replacePage = useCallback((page: number) => update({ page } as Partial<P>, true), [update]);
  /** Every filter off and the search box emptied at once. */
  const clearFilters = useCallback(() => {
    setSearchText('');
    update(spec.defaults);
  }, [setSearchText, update, spec]);

  return { params, searchText, setSearchText, applyNow, update, setPage, replacePage, clearFilters };
}
