import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Inquiry } from '#shared/schemas/inquiry';
import { api } from '#web/lib/api-client';
import { INQUIRIES_PAGE_SIZE, type InquiryListParams } from '../utils/inquiry-list-params';

/** Every inquiries query starts with this, so a change can refresh them all. */
export const inquiriesKey = ['admin', 'inquiries'] as const;
/** The dashboard's figures and recent inquiries change with every inquiry change. */
export const dashboardKey = ['admin', 'dashboard'] as const;

export interface InquiriesPage {
  items: Inquiry[];
  total: number;
}

/** GET /api/inquiries: one page, newest first, filtered on the server (SPEC §2, §7). */
export async function getInquiries(
  { q, status, page }: InquiryListParams,
  signal?: AbortSignal,
): Promise<InquiriesPage> {
  const { data, meta } = await api.get<Inquiry[]>('/inquiries', {
    params: { q, status, limit: INQUIRIES_PAGE_SIZE, offset: (page - 1) * INQUIRIES_PAGE_SIZE },
    // SPEC §8: the one toast of a failed load.
    errorToast: 'Failed to fetch inquiries',
    signal,
  });
  return { items: data, total: meta?.total ?? data.length };
}

/**
 * One page of inquiries. Admin data is always fetched afresh (staleTime 0); the previous page
 * stays on screen while the next loads. No retry: the api client toasts each failed attempt.
 */
export function useInquiries(params: InquiryListParams) {
  return useQuery({
    queryKey: [...inquiriesKey, params],
    queryFn: ({ signal }) => getInquiries(params, signal),
    staleTime: 0,
    retry: false,
    placeholderData: keepPreviousData,
  });
}
