import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Celebrity } from '#shared/schemas/celebrity';
import { api } from '#web/lib/api-client';
import { invalidateCelebrityCaches } from '#web/lib/queries/celebrities';
import { CATALOGUE_TOASTS } from './catalogue-toasts';

/** POST /api/celebrities/:id/publish or /unpublish: one action each, with its toast. */
export async function setCelebrityPublished({ id, publish }: { id: string; publish: boolean }): Promise<Celebrity> {
  const { data } = await api.post<Celebrity>(
    `/celebrities/${encodeURIComponent(id)}/${publish ? 'publish' : 'unpublish'}`,
    undefined,
    publish
      ? { successToast: CATALOGUE_TOASTS.published, errorToast: CATALOGUE_TOASTS.publishFailed }
      : { successToast: CATALOGUE_TOASTS.unpublished, errorToast: CATALOGUE_TOASTS.unpublishFailed },
  );
  return data;
}

export function usePublishCelebrity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCelebrityPublished,
    // The list, the view page and the public pages all show the status.
    onSettled: () => invalidateCelebrityCaches(queryClient),
  });
}
