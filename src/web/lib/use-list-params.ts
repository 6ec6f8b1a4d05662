import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { ListPlace, ListSpec, PageCursor } from './list-params';

/**
 * A paged admin list's view kept in the URL by its spec (list-params.ts), so a view can be
 * reloaded, shared and returned to with Back. Each change is a new history entry; the search box
 * of a list that has one is useListSearch's.
 */
export function useListParams<P extends ListPlace>(spec: ListSpec<P>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = spec.read(searchParams);

  const update = useCallback(
    (change: Partial<P>, replace = false) => setSearchParams((previous) => spec.write(previous, change), { replace }),
    [setSearchParams, spec],
  );

  /** Another page; with the cursor the server gave for it (the pages beside this one), found from there. */
  const setPage = useCallback((page: number, cursor?: PageCursor) => update({ page, cursor } as Partial<P>), [update]);
  /** For a page past the end (after deletions, or the list shrank): replaces the entry, Back should not return to it. */
  const replacePage = useCallback((page: number) => update({ page } as Partial<P>, true), [update]);
  /** Every filter off, back at page 1 (a list with a search empties its box too: useListSearch). */
  const resetFilters = useCallback(() => update(spec.defaults), [update, spec]);

  return { params, update, setPage, replacePage, resetFilters };
}
