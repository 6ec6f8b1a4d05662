import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSiteContent } from '#shared/schemas/site-content';
import { api } from '../api-client';

/**
 * The agency's own content as the settings screen reads it: its query keys and the admins' read
 * (each section's save is the settings feature's `api/save-site-section.ts`). The public site does
 * not use TanStack Query for it (`lib/site-content.ts`): it arrives with each page.
 */

const ALL = ['site-content'] as const;

export const siteContentKeys = {
  all: ALL,
  /** Every section with who saved it last, for the settings screen. */
  admin: () => [...ALL, 'admin'] as const,
};

/** GET /api/site/admin (admins). Quiet: the tab shows the failure with a way to try again. */
export async function getAdminSiteContent(signal?: AbortSignal): Promise<AdminSiteContent> {
  const { data } = await api.get<AdminSiteContent>('/site/admin', { errorToast: false, signal });
  return data;
}

export function getAdminSiteContentQueryOptions() {
  return queryOptions({ queryKey: siteContentKeys.admin(), queryFn: ({ signal }) => getAdminSiteContent(signal) });
}

/**
 * The settings screen's sections. Fetched afresh each time a tab opens (staleTime 0), so an admin
 * sees another's save; never behind the form's back (no refetch on focus or reconnect while
 * someone may be typing).
 */
export function useAdminSiteContent() {
  return useQuery({
    ...getAdminSiteContentQueryOptions(),
    staleTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
