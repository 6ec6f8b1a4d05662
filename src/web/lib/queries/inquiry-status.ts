import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InquiryStatusView } from '#shared/schemas/inquiry';
import { api, ApiError } from '../api-client';

/** The inquiry-status resource (a customer's private link): its key, fetcher, `queryOptions` and hook. */

export const inquiryStatusKeys = {
  all: ['inquiry-status'] as const,
  detail: (token: string) => ['inquiry-status', token] as const,
};

/** GET /api/inquiry-status/:token. Quiet: the page says what a failure means. */
export async function getInquiryStatus(token: string, signal?: AbortSignal): Promise<InquiryStatusView> {
  const { data } = await api.get<InquiryStatusView>(`/inquiry-status/${encodeURIComponent(token)}`, {
    errorToast: false,
    signal,
  });
  return data;
}

/**
 * 404 (no inquiry has this link), 400 (not a link we make) or 410 (revoked or run out): the link
 * is wrong, not the network.
 */
export function isUnknownStatusLink(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400 || error.status === 410);
}

/** 410: a link we made that no longer works (staff sent a new one, or the inquiry is long over). */
export function isExpiredStatusLink(error: unknown): boolean {
  return error instanceof ApiError && error.status === 410;
}

/** 400: the address holds no link we make (cut short or changed), as opposed to one we do not know. */
export function isMalformedStatusLink(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400;
}

/** 429: this address has looked up too many links lately; trying again at once only fails again. */
export function isTooManyLookups(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 429;
}

export function getInquiryStatusQueryOptions(token: string) {
  return queryOptions({
    queryKey: inquiryStatusKeys.detail(token),
    queryFn: ({ signal }) => getInquiryStatus(token, signal),
  });
}

/** A wrong link is final, and a refusal for too many lookups is not retried at once; anything else is retried once. */
export function useInquiryStatus(token: string) {
  return useQuery({
    ...getInquiryStatusQueryOptions(token),
    retry: (failures, error) => failures < 1 && !isUnknownStatusLink(error) && !isTooManyLookups(error),
  });
}
