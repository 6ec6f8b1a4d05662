import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { EmailState } from '#shared/constants';
import { readOutboxListParams, writeOutboxListParams, type OutboxListParams } from '../utils/outbox-list-params';

/**
 * The outbox's state filter and page, kept in the URL (`?state=&page=`) so a view can be
 * reloaded, shared and returned to with Back (from an e-mail's preview too). Each change is a
 * new history entry.
 */
export function useOutboxListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readOutboxListParams(searchParams);

  const update = useCallback(
    (change: Partial<OutboxListParams>, replace = false) =>
      setSearchParams((previous) => writeOutboxListParams(previous, change), { replace }),
    [setSearchParams],
  );

  const setState = useCallback((state: EmailState | undefined) => update({ state }), [update]);
  const setPage = useCallback((page: number) => update({ page }), [update]);
  /** For a page past the end (the list shrank): replaces the entry, Back should not return to it. */
  const replacePage = useCallback((page: number) => update({ page }, true), [update]);

  return { params, setState, setPage, replacePage };
}
