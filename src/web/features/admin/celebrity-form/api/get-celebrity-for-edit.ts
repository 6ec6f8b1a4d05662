import { useQuery } from '@tanstack/react-query';
import type { Celebrity } from '#shared/schemas/celebrity';
import { api } from '#web/lib/api-client';
import { adminCelebrityKeys } from '#web/lib/celebrity-cache';

/** GET /api/celebrities/:id for the edit form; a failure toasts the SPEC §8 text. */
export async function getCelebrityForEdit(id: string, signal?: AbortSignal): Promise<Celebrity> {
  const { data } = await api.get<Celebrity>(`/celebrities/${encodeURIComponent(id)}`, {
    errorToast: 'Failed to fetch celebrity details',
    signal,
  });
  return data;
}

/**
 * The record to edit, always fetched afresh (the page waits for a fetch made after it mounted,
 * so the form never starts from an old copy). One attempt: the page leaves on failure (SPEC §8).
 */
export function useCelebrityForEdit(id: string | undefined) {
  return useQuery({
    queryKey: adminCelebrityKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getCelebrityForEdit(id ?? '', signal),
    enabled: Boolean(id),
    staleTime: 0,
    retry: false,
  });
}
