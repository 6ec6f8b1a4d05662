import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlackoutInput } from '#shared/schemas/calendar';
import type { CalendarEntry } from '#shared/schemas/calendar-responses';
import { api } from '#web/lib/api-client';
import { calendarKeys } from './calendar-entries';

export interface AddBlackoutInput {
  celebrityId: string;
  blackout: BlackoutInput;
}

/**
 * POST /api/celebrities/:id/blackouts: the celebrity is unavailable those days. A clash with a
 * confirmed booking or another blackout is refused (409) with a message naming it.
 */
export async function addBlackout({ celebrityId, blackout }: AddBlackoutInput): Promise<CalendarEntry> {
  const { data } = await api.post<CalendarEntry>(
    `/celebrities/${encodeURIComponent(celebrityId)}/blackouts`,
    blackout,
    { successToast: 'Blackout added' },
  );
  return data;
}

export function useAddBlackout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addBlackout,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}
