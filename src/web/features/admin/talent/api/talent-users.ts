import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LIST_LIMIT_MAX } from '#shared/constants/lists';
import type { TalentUser } from '#shared/schemas/talent';
import { api } from '#web/lib/api-client';
import { type ListPage, listPageOf } from '#web/lib/list-page';

/** Every talent users' key starts with `all`, so an invitation or an edit refreshes them all. */
export const talentUserKeys = {
  all: ['admin', 'talent-users'] as const,
  list: (q: string) => ['admin', 'talent-users', { q }] as const,
};

/** GET /api/talent-users (admins): the talent accounts, searched by name or e-mail, in one answer. */
export async function getTalentUsers(q: string, signal?: AbortSignal): Promise<ListPage<TalentUser>> {
  const { data, meta } = await api.get<TalentUser[]>('/talent-users', {
    params: { q, limit: LIST_LIMIT_MAX },
    signal,
    errorToast: 'Failed to fetch the talent users',
  });
  return listPageOf(data, meta);
}

/** Read afresh each time; the last results stay while a new search loads. */
export function useTalentUsers(q: string) {
  return useQuery({
    ...queryOptions({ queryKey: talentUserKeys.list(q), queryFn: ({ signal }) => getTalentUsers(q, signal) }),
    staleTime: 0,
    retry: false,
    placeholderData: keepPreviousData,
  });
}
