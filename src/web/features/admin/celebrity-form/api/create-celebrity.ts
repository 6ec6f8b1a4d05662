import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Celebrity } from '#shared/schemas/celebrity';
import { api } from '#web/lib/api-client';
import { invalidateCelebrityCaches } from '#web/lib/queries/celebrities';
import { buildCelebrityFormData } from '../utils/build-celebrity-form-data';
import type { CelebritySubmission } from '../utils/celebrity-form-values';

/** POST /api/celebrities (multipart) with exactly the SPEC §8 toasts. */
export async function createCelebrity(submission: CelebritySubmission): Promise<Celebrity> {
  const { data } = await api.post<Celebrity>('/celebrities', buildCelebrityFormData(submission), {
    successToast: 'Celebrity added successfully',
    errorToast: 'Failed to add celebrity',
  });
  return data;
}

export function useCreateCelebrity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCelebrity,
    // Not awaited: the form leaves for the list at once, which then loads afresh.
    onSuccess: () => {
      void invalidateCelebrityCaches(queryClient);
    },
  });
}
