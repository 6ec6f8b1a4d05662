import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Email, EmailListQuery, EmailSummary } from '#shared/schemas/email';
import { api, ApiError } from '../api-client';
import { listPageOf, type ListPage } from '../list-page';

/**
 * The e-mail resource (the outbox): its query keys, the fetchers of `GET /api/emails` and
 * `GET /api/emails/:id`, their `queryOptions` and hooks. Read only: the server writes and sends.
 */

const ALL = ['admin', 'emails'] as const;

/** Every e-mail query key starts with `all`, so anything that queues mail can refresh them all. */
export const emailKeys = {
  all: ALL,
  list: (query: EmailListQuery) => [...ALL, 'list', query] as const,
  detail: (id: string) => [...ALL, 'detail', id] as const,
};

export type EmailResults = ListPage<EmailSummary>;

/** GET /api/emails: one page of the outbox, newest first, optionally searched and one state only. */
export async function getEmails(
  { q, state, limit, offset, after, before }: EmailListQuery,
  signal?: AbortSignal,
): Promise<EmailResults> {
  const { data, meta } = await api.get<EmailSummary[]>('/emails', {
    params: { q, state, limit, offset, after, before },
    errorToast: 'Failed to fetch e-mails',
    signal,
  });
  return listPageOf(data, meta);
}

/** GET /api/emails/:id: one e-mail with its HTML and plain text. Quiet: the page says what went wrong. */
export async function getEmail(id: string, signal?: AbortSignal): Promise<Email> {
  const { data } = await api.get<Email>(`/emails/${encodeURIComponent(id)}`, { errorToast: false, signal });
  return data;
}

/** 404, or 400 for a malformed id: there is no such e-mail (as opposed to a failed load). */
export function isEmailMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

export function getEmailsQueryOptions(query: EmailListQuery) {
  return queryOptions({ queryKey: emailKeys.list(query), queryFn: ({ signal }) => getEmails(query, signal) });
}

export function getEmailQueryOptions(id: string) {
  return queryOptions({ queryKey: emailKeys.detail(id), queryFn: ({ signal }) => getEmail(id, signal) });
}

/**
 * One page of the outbox. Admin data is always fetched afresh (staleTime 0); the previous page
 * stays on screen while the next loads. No retry: the api client toasts each failed attempt.
 */
export function useEmails(query: EmailListQuery) {
  return useQuery({ ...getEmailsQueryOptions(query), staleTime: 0, retry: false, placeholderData: keepPreviousData });
}

/** One e-mail for the preview, fetched afresh on every visit; waits while there is no id. */
export function useEmail(id: string | undefined) {
  return useQuery({ ...getEmailQueryOptions(id ?? ''), enabled: Boolean(id), staleTime: 0, retry: false });
}
