import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BusinessDetailsState } from '#shared/schemas/responses';
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
