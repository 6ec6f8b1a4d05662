import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client';
import { calendarKeys } from './calendar-entries';

/** DELETE /api/calendar/:id: a blackout goes and its days are free again (holds and bookings are refused, 409). */
export async function removeBlackout(id: string): Promise<void> {
  await api.delete<{ _id: string }>(`/calendar/${encodeURIComponent(id)}`, { successToast: 'Blackout removed' });
}

export function useRemoveBlackout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeBlackout,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}
