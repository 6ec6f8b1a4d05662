import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { InquiryStatus } from '../../../../../shared/constants';
import { readInquiryListParams, writeInquiryListParams, type InquiryListParams } from '../utils/inquiry-list-params';

/** How long typing pauses before the search is applied. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The list's search, status and page, kept in the URL (`?q=&status=&page=`) so a view can be
 * reloaded, shared and returned to with Back. The search box has its own text, written to the
 * URL once typing pauses (replacing the history entry, so Back does not step through every
 * keystroke); a status or page change is a new history entry.
 */
export function useInquiryListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readInquiryListParams(searchParams);

  const [searchText, setSearchText] = useState(params.q);
  // The URL changed from outside (Back, a link): show its text, unless it only differs from
  // what is typed by surrounding spaces (our own write trims).
  const [seenQ, setSeenQ] = useState(params.q);
  if (params.q !== seenQ) {
    setSeenQ(params.q);
    if (params.q !== searchText.trim()) setSearchText(params.q);
  }

  const update = useCallback(
    (change: Partial<InquiryListParams>, replace = false) =>
      setSearchParams((previous) => writeInquiryListParams(previous, change), { replace }),
    [setSearchParams],
  );

  const pendingQ = searchText.trim();
  useEffect(() => {
    if (pendingQ === params.q) return;
    const timer = setTimeout(() => update({ q: pendingQ }, true), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [pendingQ, params.q, update]);

  const setStatus = useCallback((status: InquiryStatus | undefined) => update({ status }), [update]);
  const setPage = useCallback((page: number) => update({ page }), [update]);
  /** For a page past the end (after deletions): replaces the entry, Back should not return to it. */
  const replacePage = useCallback((page: number) => update({ page }, true), [update]);

  return { params, searchText, setSearchText, setStatus, setPage, replacePage };
}
