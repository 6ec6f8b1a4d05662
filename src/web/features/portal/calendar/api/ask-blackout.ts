import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlackoutRequest, TalentBlackoutRequestValues } from '#shared/schemas/talent';
import { api } from '#web/lib/api-client';
import { talentCalendarKeys } from './talent-calendar';

/**
 * POST /api/talent/blackout-requests: the talent asks for days off for one of their celebrities;
 * staff approve or reject it. Days already taken (a confirmed booking, a blackout) are refused,
 * 409, naming the clash; a start in the past or too far ahead, 400 beside the field.
 */
export async function askBlackout(input: TalentBlackoutRequestValues): Promise<BlackoutRequest> {
  const { data } = await api.post<BlackoutRequest>('/talent/blackout-requests', input, {
    successToast: 'Blackout asked for: the agency will answer',
  });
  return data;
}

export function useAskBlackout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: askBlackout,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: talentCalendarKeys.all }),
  });
}
