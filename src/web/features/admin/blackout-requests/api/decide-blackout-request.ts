import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlackoutRejectInput, BlackoutRequest } from '#shared/schemas/talent';
import { api } from '#web/lib/api-client';
import { blackoutRequestKeys } from './blackout-requests';

/**
 * POST /api/blackout-requests/:id/approve (staff): the days become a blackout on the
 * celebrity's calendar. Days taken meanwhile (a confirmed booking, another blackout) are refused,
 * 409, with a message naming the clash; the request stays pending.
 */
export async function approveBlackoutRequest(id: string): Promise<BlackoutRequest> {
  const { data } = await api.post<BlackoutRequest>(`/blackout-requests/${encodeURIComponent(id)}/approve`, undefined, {
    successToast: 'Blackout approved: it is on the calendar',
  });
  return data;
}

export function useApproveBlackoutRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveBlackoutRequest,
    // The calendar's too: the blackout is on it now.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: blackoutRequestKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'calendar'] }),
      ]),
  });
}

export interface RejectVariables {
  id: string;
  input: BlackoutRejectInput;
}

/** POST /api/blackout-requests/:id/reject (staff), with the reason the talent is told. */
export async function rejectBlackoutRequest({ id, input }: RejectVariables): Promise<BlackoutRequest> {
  const { data } = await api.post<BlackoutRequest>(`/blackout-requests/${encodeURIComponent(id)}/reject`, input, {
    successToast: 'Blackout request rejected',
  });
  return data;
}

export function useRejectBlackoutRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectBlackoutRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blackoutRequestKeys.all }),
  });
}
