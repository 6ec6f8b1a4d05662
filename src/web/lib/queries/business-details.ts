import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BusinessDetailsState } from '#shared/schemas/business-details-responses';
import { api } from '../api-client';

/**
 * The agency's business details (`/api/site/business`): Settings edits them, quotes are built
 * from them. The save is the settings feature's `api/save-business-details.ts`.
 */
export const businessDetailsKeys = {
  all: ['business-details'] as const,
};

/** GET /api/site/business (staff). Quiet: the screen says what a failure means. */
export async function getBusinessDetails(signal?: AbortSignal): Promise<BusinessDetailsState> {
  const { data } = await api.get<BusinessDetailsState>('/site/business', { errorToast: false, signal });
  return data;
}

export function getBusinessDetailsQueryOptions() {
  return queryOptions({ queryKey: businessDetailsKeys.all, queryFn: ({ signal }) => getBusinessDetails(signal) });
}

export function useBusinessDetails() {
  return useQuery(getBusinessDetailsQueryOptions());
}

/**
 * POST /api/site/business/notify-admins: a member of staff asks the admins to fill in what a
 * quote still needs (at most once an hour, whoever asks; a refusal says when, as a toast). Either
 * way the screen then shows when the admins were last asked.
 */
export async function notifyAdmins(): Promise<BusinessDetailsState> {
  const { data } = await api.post<BusinessDetailsState>('/site/business/notify-admins', undefined, {
    successToast: 'The admins were notified',
  });
  return data;
}

export function useNotifyAdmins() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: notifyAdmins,
    onSuccess: (state) => queryClient.setQueryData(businessDetailsKeys.all, state),
    onError: () => queryClient.invalidateQueries({ queryKey: businessDetailsKeys.all }),
  });
}
