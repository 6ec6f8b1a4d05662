import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LegalPage } from '#shared/constants/site';
import type { AdminLegalPage, LegalPageView } from '#shared/schemas/legal';
import { api, ApiError } from '../api-client';

/**
 * The legal pages resource (`/privacy`, `/terms`): its query keys, the public read and the
 * settings screen's read (the save is the settings feature's `api/save-legal-page.ts`). The public page's copy may come from the server's render
 * (`seedPageData`), under `legalPageKeys.detail`.
 */

const ALL = ['legal-pages'] as const;

/** Every legal page query key starts with `all`, so a save refreshes the public copies and the admin list alike. */
export const legalPageKeys = {
  all: ALL,
  /** One page as the public site shows it. */
  detail: (slug: LegalPage) => [...ALL, 'detail', slug] as const,
  /** Both pages with who saved them, for the settings screen. */
  adminList: () => [...ALL, 'admin-list'] as const,
};

/** GET /api/legal/:slug. Quiet: the page says what a failure means. */
export async function getLegalPage(slug: LegalPage, signal?: AbortSignal): Promise<LegalPageView> {
  const { data } = await api.get<LegalPageView>(`/legal/${slug}`, { errorToast: false, signal });
  return data;
}

export function getLegalPageQueryOptions(slug: LegalPage) {
  return queryOptions({ queryKey: legalPageKeys.detail(slug), queryFn: ({ signal }) => getLegalPage(slug, signal) });
}

/** 404: the page has no text (a database from before the legal pages were seeded). */
export function isLegalPageMissing(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** One legal page for the public site; a missing page is final, anything else is retried once. */
export function useLegalPage(slug: LegalPage) {
  return useQuery({
    ...getLegalPageQueryOptions(slug),
    retry: (failures, error) => failures < 1 && !isLegalPageMissing(error),
  });
}

/** GET /api/legal (admins): both pages with who saved each last. Quiet: the tab shows the failure. */
export async function getAdminLegalPages(signal?: AbortSignal): Promise<AdminLegalPage[]> {
  const { data } = await api.get<AdminLegalPage[]>('/legal', { errorToast: false, signal });
  return data;
}

export function getAdminLegalPagesQueryOptions() {
  return queryOptions({ queryKey: legalPageKeys.adminList(), queryFn: ({ signal }) => getAdminLegalPages(signal) });
}

/**
 * The settings screen's pages. Fetched afresh on each visit (staleTime 0), but never behind
 * the form's back: no refetch on focus or reconnect while someone may be typing.
 */
export function useAdminLegalPages() {
  return useQuery({
    ...getAdminLegalPagesQueryOptions(),
    staleTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
