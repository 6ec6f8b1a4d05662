import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIST_LIMIT_MAX } from '#shared/constants/lists';
import { celebrityKeys, getCelebrityPage } from './celebrities';
import { allPages } from '../all-pages';

/** A celebrity as the panel's pickers offer it (the calendar's, the talent users' celebrities). */
export interface CelebrityChoice {
  _id: string;
  name: string;
}

export interface CelebrityChoices {
  /** A to Z, drafts included. */
  items: CelebrityChoice[];
  /** How many the catalogue holds: more than `items` when it outgrows one answer. */
  total: number;
}

/**
 * GET /api/celebrities?status=all&sort=name: the catalogue's names, A to Z, drafts too, for the
 * panel's celebrity pickers, page after page (LIST_LIMIT_MAX each, up to MAX_CHOICE_PAGES).
 * Under the celebrity keys, so any catalogue write refreshes it.
 */
export async function getCelebrityChoices(signal?: AbortSignal): Promise<CelebrityChoices> {
  const { items, total } = await allPages((offset) =>
    getCelebrityPage(
      { sort: 'name', status: 'all', limit: LIST_LIMIT_MAX, offset },
      { signal, errorToast: 'Failed to fetch celebrities' },
    ),
  );
  return { items: items.map(({ _id, name }) => ({ _id, name })), total };
}

export function getCelebrityChoicesQueryOptions() {
  return queryOptions({
    queryKey: [...celebrityKeys.all, 'choices'] as const,
    queryFn: ({ signal }) => getCelebrityChoices(signal),
  });
}

/** The celebrities to choose from; kept for a minute (names change rarely), tried once. */
export function useCelebrityChoices() {
  return useQuery({ ...getCelebrityChoicesQueryOptions(), staleTime: 60_000, retry: false });
}
