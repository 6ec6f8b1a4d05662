import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEntry, AuditListQuery } from '#shared/schemas/audit';
import { api } from '../api-client';
import { listPageOf, type ListPage } from '../list-page';

/**
 * The audit log resource (admins): its query keys, the fetcher of `GET /api/audit`, its
 * `queryOptions` and hook. Read only: the server writes an entry with every change it records.
 */

const ALL = ['admin', 'audit'] as const;

/** Every audit query key starts with `all`, so a change can refresh them all. */
export const auditKeys = {
  all: ALL,
  list: (query: AuditListQuery) => [...ALL, 'list', query] as const,
};

export type AuditResults = ListPage<AuditEntry>;

/** GET /api/audit: one page of the log, newest first, by person, kind, days and text. */
export async function getAuditEntries(
  { q, actor, kind, from, to, limit, offset, after, before }: AuditListQuery,
  signal?: AbortSignal,
): Promise<AuditResults> {
  const { data, meta } = await api.get<AuditEntry[]>('/audit', {
    params: { q, actor, kind, from, to, limit, offset, after, before },
    errorToast: 'Failed to fetch the audit log',
    signal,
  });
  return listPageOf(data, meta);
}

export function getAuditEntriesQueryOptions(query: AuditListQuery) {
  return queryOptions({ queryKey: auditKeys.list(query), queryFn: ({ signal }) => getAuditEntries(query, signal) });
}

/**
 * One page of the audit log. Admin data is always fetched afresh (staleTime 0); the previous
 * page stays on screen while the next loads. No retry: the api client toasts each failed attempt.
 */
export function useAuditEntries(query: AuditListQuery) {
  return useQuery({
    ...getAuditEntriesQueryOptions(query),
    staleTime: 0,
    retry: false,
    placeholderData: keepPreviousData,
  });
}
