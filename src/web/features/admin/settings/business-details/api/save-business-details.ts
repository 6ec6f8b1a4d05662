import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessDetailsInput } from '#shared/schemas/business-details';
import type { BusinessDetailsState } from '#shared/schemas/business-details-responses';
import { api } from '#web/lib/api-client';
import { businessDetailsKeys } from '#web/lib/queries/business-details';

/** PUT /api/site/business (admins only): the details as saved, the PAN and what a quote still needs. */
export async function saveBusinessDetails(input: BusinessDetailsInput): Promise<BusinessDetailsState> {
  const { data } = await api.put<BusinessDetailsState>('/site/business', input, {
    successToast: 'Business details saved',
  });
  return data;
}

/** The save; the screen's copy takes the saved details at once (the form starts again from them). */
export function useSaveBusinessDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBusinessDetails,
    onSuccess: (saved) => queryClient.setQueryData(businessDetailsKeys.all, saved),
  });
}
