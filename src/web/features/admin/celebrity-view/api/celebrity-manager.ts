import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CelebrityManager } from '#shared/schemas/celebrity';
import { api } from '#web/lib/api-client';

/** A celebrity's manager (`/api/celebrities/:id/manager`, staff only; never in a public answer). */
export const celebrityManagerKeys = {
  of: (celebrityId: string) => ['admin', 'celebrity-manager', celebrityId] as const,
};

async function getCelebrityManager(celebrityId: string, signal?: AbortSignal): Promise<CelebrityManager> {
  const { data } = await api.get<CelebrityManager>(`/celebrities/${encodeURIComponent(celebrityId)}/manager`, {
    errorToast: false,
    signal,
  });
  return data;
}

export function useCelebrityManager(celebrityId: string) {
  return useQuery(
    queryOptions({
      queryKey: celebrityManagerKeys.of(celebrityId),
      queryFn: ({ signal }) => getCelebrityManager(celebrityId, signal),
    }),
  );
}

/** PUT the manager's name, phone and e-mail; the api client shows "Update successful!". */
async function saveCelebrityManager(celebrityId: string, input: CelebrityManager): Promise<CelebrityManager> {
  const { data } = await api.put<CelebrityManager>(`/celebrities/${encodeURIComponent(celebrityId)}/manager`, input, {
    successToast: 'Manager saved',
  });
  return data;
}

export function useSaveCelebrityManager(celebrityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CelebrityManager) => saveCelebrityManager(celebrityId, input),
    onSuccess: (saved) => queryClient.setQueryData(celebrityManagerKeys.of(celebrityId), saved),
  });
}
