import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useSearchTextParam } from '#web/lib/use-search-text-param';
import {
  NO_AUDIT_FILTERS,
  readAuditListParams,
  writeAuditListParams,
  type AuditListParams,
} from '../utils/audit-list-params';

/** A new search starts again at page 1. */
function backToFirstPage(next: URLSearchParams): void {
  next.delete('page');
}

/**
 * The log's search, filters and page, kept in the URL (`?q=&actor=&kind=&from=&to=&page=`) so a
 * view can be reloaded, shared and returned to with Back. The search text follows
 * useSearchTextParam (applied once typing pauses); any other change is a new history entry.
 */
export function useAuditListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readAuditListParams(searchParams);
  const { text: searchText, setText: setSearchText, applyNow } = useSearchTextParam({ alongWith: backToFirstPage });

  const update = useCallback(
    (change: Partial<AuditListParams>, replace = false) =>
      setSearchParams((previous) => writeAuditListParams(previous, change), { replace }),
    [setSearchParams],
  );

  const setPage = useCallback((page: number) => update({ page }), [update]);
  /** For a page past the end: replaces the entry, Back should not return to it. */
  const replacePage = useCallback((page: number) => update({ page }, true), [update]);
  /** Every filter off and the search box emptied at once. */
  const clearFilters = useCallback(() => {
    setSearchText('');
    update(NO_AUDIT_FILTERS);
  }, [setSearchText, update]);

  return { params, searchText, setSearchText, applyNow, update, setPage, replacePage, clearFilters };
}
