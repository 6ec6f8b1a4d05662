import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Celebrity } from '#shared/schemas/celebrity';
import { api } from '#web/lib/api-client';
import { invalidateCelebrityCaches } from '#web/lib/queries/celebrities';
import { buildCelebrityFormData } from '../utils/build-celebrity-form-data';
import type { CelebritySubmission } from '../utils/celebrity-form-values';

/** PUT /api/celebrities/:id (multipart) with exactly the SPEC §8 toasts. */
export async function updateCelebrity({
  id,
  version,
  submission,
}: {
  id: string;
  /** The version the form was filled from: a save by someone else since then is refused (409). */
  version: number;
  submission: CelebritySubmission;
}): Promise<Celebrity> {
  const { data } = await api.put<Celebrity>(
    `/celebrities/${encodeURIComponent(id)}`,
    buildCelebrityFormData(submission, { version }),
    { successToast: 'Celebrity updated successfully', errorToast: 'Failed to update celebrity' },
  );
  return data;
}

export function useUpdateCelebrity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCelebrity,
    // Not awaited: the form leaves for the list at once, which then loads afresh.
    onSuccess: () => {
      void invalidateCelebrityCaches(queryClient);
    },
  });
}
