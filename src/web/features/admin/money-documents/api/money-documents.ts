import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MoneyDocumentKind } from '#shared/schemas/money-documents';
import type { MoneyDocument, MoneyDocumentsMeta } from '#shared/schemas/money-documents-responses';
import { api } from '#web/lib/api-client';
import { listPageOf, type ListPage } from '#web/lib/list-page';

export interface MoneyDocumentsQuery {
  kinds: readonly MoneyDocumentKind[];
  q: string;
  from: string | undefined;
  to: string | undefined;
  limit: number;
  offset: number;
}

/** A page of documents, with the span the server read and the totals of every filtered row. */
export type MoneyDocumentsPage = ListPage<MoneyDocument> & Pick<MoneyDocumentsMeta, 'from' | 'to' | 'totals'>;

export const moneyDocumentKeys = {
  all: ['admin', 'money-documents'] as const,
  list: (query: MoneyDocumentsQuery) => [...moneyDocumentKeys.all, 'list', query] as const,
};

/** GET /api/money-documents (staff): one page of the kinds' documents, newest first. */
export async function getMoneyDocuments(
  { kinds, q, from, to, limit, offset }: MoneyDocumentsQuery,
  signal?: AbortSignal,
): Promise<MoneyDocumentsPage> {
  const { data, meta } = await api.get<MoneyDocument[]>('/money-documents', {
    params: { kind: kinds.join(','), q, from, to, limit, offset },
    errorToast: 'Failed to fetch the documents',
    signal,
  });
  // The list's meta carries the span and the totals beside the count (money-documents-responses.ts).
  const { from: readFrom, to: readTo, totals } = meta as MoneyDocumentsMeta;
  return { ...listPageOf(data, meta), from: readFrom, to: readTo, totals };
}

/** One page of the documents; the previous page stays on screen while the next loads. */
export function useMoneyDocuments(query: MoneyDocumentsQuery) {
  return useQuery({
    queryKey: moneyDocumentKeys.list(query),
    queryFn: ({ signal }) => getMoneyDocuments(query, signal),
    staleTime: 0,
    retry: false,
    placeholderData: keepPreviousData,
  });
}
