import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BlackoutRequestState } from '#shared/constants/talent';
import { LIST_LIMIT_MAX } from '#shared/constants/lists';
import type { BlackoutRequest } from '#shared/schemas/talent';
import { api } from '#web/lib/api-client';
import { type ListPage, listPageOf } from '#web/lib/list-page';

/** Every key starts with `all`, so a decision refreshes every state's list. */
export const blackoutRequestKeys = {
  all: ['admin', 'blackout-requests'] as const,
  list: (state: BlackoutRequestState | undefined) => ['admin', 'blackout-requests', { state }] as const,
};

/** GET /api/blackout-requests?state= (staff): the talent's requests of one state, or all, oldest first. */
export async function getBlackoutRequests(
  state: BlackoutRequestState | undefined,
  signal?: AbortSignal,
): Promise<ListPage<BlackoutRequest>> {
  const { data, meta } = await api.get<BlackoutRequest[]>('/blackout-requests', {
    params: { state, limit: LIST_LIMIT_MAX },
    signal,
    errorToast: 'Failed to fetch the blackout requests',
  });
  return listPageOf(data, meta);
}

/** Read afresh (talent ask at any moment); the last list stays while another state loads. */
export function useBlackoutRequests(state: BlackoutRequestState | undefined) {
  return useQuery({
    ...queryOptions({
      queryKey: blackoutRequestKeys.list(state),
      queryFn: ({ signal }) => getBlackoutRequests(state, signal),
    }),
    staleTime: 0,
    retry: false,
    placeholderData: keepPreviousData,
  });
}
