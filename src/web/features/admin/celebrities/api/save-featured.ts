import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Celebrity } from '#shared/schemas/celebrity';
import { api } from '#web/lib/api-client';
import { celebrityKeys, getAdminFeatured, invalidateCelebrityCaches } from '#web/lib/queries/celebrities';
import { CATALOGUE_TOASTS } from '#web/lib/catalogue-toasts';

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

const SAVE_FEATURED_KEY = ['celebrities', 'featured', 'save'] as const;

/**
 * Saves a new featured list. The panel shows the new order at once (the list is put in the
 * cache before the answer); a refusal puts the old one back. Either way everything the
 * featured state shows on (cards, Home) is refreshed.
 *
 * Quick clicks (Move up, Move up, …) each start a save before the last one has answered. They
 * share one scope, so the server receives them one at a time in the order they were made, and
 * only the last one's answer reaches the cache: an earlier answer, or a refetch it starts, would
 * draw an order the person has already moved past.
 */
export function useSaveFeatured() {
  return useMutation(saveFeaturedOptions(useQueryClient()));
}

/** useSaveFeatured's options; `send` is the PUT (another one in tests). */
export function saveFeaturedOptions(queryClient: QueryClient, send = saveFeatured) {
  const isLastSave = () => queryClient.isMutating({ mutationKey: SAVE_FEATURED_KEY }) === 1;
  return mutationOptions({
    mutationKey: SAVE_FEATURED_KEY,
    scope: { id: SAVE_FEATURED_KEY.join('.') },
    mutationFn: ({ list }: { list: Celebrity[] }) => send(list.map((celebrity) => celebrity._id)),
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
      if (isLastSave()) queryClient.setQueryData(celebrityKeys.adminFeatured(), saved);
    },
    onError: (_error, _variables, context) => {
      // A later save was made on top of this one; the refetch once the last one ends shows the truth.
      if (isLastSave() && context?.previous) queryClient.setQueryData(celebrityKeys.adminFeatured(), context.previous);
    },
    onSettled: () => (isLastSave() ? invalidateCelebrityCaches(queryClient) : undefined),
  });
}
