import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { InquiryStatus } from '#shared/constants';
import { useSearchTextParam } from '#web/lib/use-search-text-param';
import { readInquiryListParams, writeInquiryListParams, type InquiryListParams } from '../utils/inquiry-list-params';

/** A new search starts again at page 1. */
function backToFirstPage(next: URLSearchParams): void {
  next.delete('page');
}

/**
 * The list's search, filters, order and page, kept in the URL (`?q=&status=&assignee=&clock=
 * &eventFrom=&eventTo=&sort=&order=&page=`) so a view can be reloaded, shared and returned to
 * with Back. The search text follows useSearchTextParam; any other change is a new history entry.
 */
export function useInquiryListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readInquiryListParams(searchParams);
  const { text: searchText, setText: setSearchText } = useSearchTextParam({ alongWith: backToFirstPage });

  const update = useCallback(
    (change: Partial<InquiryListParams>, replace = false) =>
      setSearchParams((previous) => writeInquiryListParams(previous, change), { replace }),
    [setSearchParams],
  );

  const setStatus = useCallback((status: InquiryStatus | undefined) => update({ status }), [update]);
  const setPage = useCallback((page: number) => update({ page }), [update]);
  /** For a page past the end (after deletions): replaces the entry, Back should not return to it. */
  const replacePage = useCallback((page: number) => update({ page }, true), [update]);

  return { params, searchText, setSearchText, setStatus, setPage, replacePage, update };
}
