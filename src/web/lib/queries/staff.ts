import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LIST_LIMIT_MAX } from '#shared/constants/lists';
import type { StaffMember } from '#shared/schemas/staff';
import { api } from '../api-client';

/** The staff resource: its query keys, fetcher, `queryOptions` and hook. */

const ALL = ['admin', 'staff'] as const;

/** Every staff query key starts with `all`, so a write can refresh them all. */
export const staffKeys = {
  all: ALL,
  list: (q: string) => [...ALL, { q }] as const,
};

export interface StaffResults {
  items: StaffMember[];
  total: number;
}

/** GET /api/staff: the team, oldest first, filtered by name or e-mail (case-insensitive on the server). */
export async function getStaff(q: string, signal?: AbortSignal): Promise<StaffResults> {
  // A team fits in one answer; its total says so when it does not (see StaffList).
  const { data, meta } = await api.get<StaffMember[]>('/staff', { params: { q, limit: LIST_LIMIT_MAX }, signal });
  return { items: data, total: meta?.total ?? data.length };
}

export function getStaffQueryOptions(q: string) {
  return queryOptions({ queryKey: staffKeys.list(q), queryFn: ({ signal }) => getStaff(q, signal) });
}

/**
 * The team matching the search. Admin data is always fetched afresh (staleTime 0); the previous
 * results stay on screen while a new search loads. No retry: the api client toasts each failure.
 */
export function useStaff(q: string) {
  return useQuery({ ...getStaffQueryOptions(q), staleTime: 0, retry: false, placeholderData: keepPreviousData });
}
