import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Celebrity } from '#shared/schemas/celebrity';
import { api } from '#web/lib/api-client';
import { celebrityKeys, getAdminFeatured, invalidateCelebrityCaches } from '#web/lib/queries/celebrities';
import { CATALOGUE_TOASTS } from '../../../../lib/catalogue-toasts';

/** PUT /api/celebrities/featured: these celebrities, in this order, are the featured ones. */
export async function saveFeatured(ids: readonly string[]): Promise<Celebrity[]> {
  const { data } = await api.put<Celebrity[]>(
    '/celebrities/featured',
    { ids },
    { successToast: CATALOGUE_TOASTS.featuredSaved, errorToast: CATALOGUE_TOASTS.featuredFailed },
  );
  return data;
}

/** The featured list as staff see it: the cached copy, or a fresh one when none is loaded yet. */
export function useFeaturedNow() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.fetchQuery({
      queryKey: celebrityKeys.adminFeatured(),
      queryFn: ({ signal }) => getAdminFeatured({ signal }),
    });
}

/**
 * Saves a new featured list. The panel shows the new order at once (the list is put in the
 * cache before the answer); a refusal puts the old one back. Either way everything the
 * featured state shows on (cards, Home) is refreshed.
 */
export function useSaveFeatured() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ list }: { list: Celebrity[] }) => saveFeatured(list.map((celebrity) => celebrity._id)),
    onMutate: async ({ list }) => {
      await queryClient.cancelQueries({ queryKey: celebrityKeys.adminFeatured() });
      const previous = queryClient.getQueryData<Celebrity[]>(celebrityKeys.adminFeatured());
      queryClient.setQueryData(
        celebrityKeys.adminFeatured(),
        list.map((celebrity, index) => ({ ...celebrity, featuredPosition: index + 1 })),
      );
      return { previous };
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(celebrityKeys.adminFeatured(), saved);
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(celebrityKeys.adminFeatured(), context.previous);
    },
    onSettled: () => invalidateCelebrityCaches(queryClient),
  });
}
