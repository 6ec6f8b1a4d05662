import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client';

/** Whether the public booking form may say a celebrity's day is taken (`/api/celebrities/:id/availability-setting`). */
export const availabilitySettingKeys = {
  of: (celebrityId: string) => ['admin', 'availability-setting', celebrityId] as const,
};

export async function getAvailabilitySetting(celebrityId: string, signal?: AbortSignal): Promise<boolean> {
  const { data } = await api.get<{ shown: boolean }>(
    `/celebrities/${encodeURIComponent(celebrityId)}/availability-setting`,
    { errorToast: false, signal },
  );
  return data.shown;
}

export function useAvailabilitySetting(celebrityId: string) {
  return useQuery(
    queryOptions({
      queryKey: availabilitySettingKeys.of(celebrityId),
      queryFn: ({ signal }) => getAvailabilitySetting(celebrityId, signal),
    }),
  );
}

export async function saveAvailabilitySetting({ celebrityId, shown }: { celebrityId: string; shown: boolean }) {
  const { data } = await api.put<{ shown: boolean }>(
    `/celebrities/${encodeURIComponent(celebrityId)}/availability-setting`,
    { shown },
    { successToast: shown ? 'Booked dates are shown on the booking form' : 'Booked dates are kept private' },
  );
  return data.shown;
}

export function useSaveAvailabilitySetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAvailabilitySetting,
    onSuccess: (shown, { celebrityId }) => queryClient.setQueryData(availabilitySettingKeys.of(celebrityId), shown),
  });
}
