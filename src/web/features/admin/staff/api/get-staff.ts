import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PAGE_LIMIT_MAX } from '#shared/constants';
import type { StaffMember } from '#shared/schemas/staff';
import { api } from '#web/lib/api-client';

/** Every staff query starts with this, so a write can refresh them all. */
export const staffKey = ['admin', 'staff'] as const;

export interface StaffPage {
  items: StaffMember[];
  total: number;
}

/** GET /api/staff: the team, oldest first, filtered by name or e-mail (case-insensitive on the server). */
export async function getStaff(q: string, signal?: AbortSignal): Promise<StaffPage> {
  // A team fits in one page; the page says so when it does not (see StaffList).
  const { data, meta } = await api.get<StaffMember[]>('/staff', { params: { q, limit: PAGE_LIMIT_MAX }, signal });
  return { items: data, total: meta?.total ?? data.length };
}

/**
 * The team matching the search. Admin data is always fetched afresh (staleTime 0); the previous
 * results stay on screen while a new search loads. No retry: the api client toasts each failure.
 */
export function useStaff(q: string) {
  return useQuery({
    queryKey: [...staffKey, { q }],
    queryFn: ({ signal }) => getStaff(q, signal),
    staleTime: 0,
    retry: false,
    placeholderData: keepPreviousData,
  });
}
