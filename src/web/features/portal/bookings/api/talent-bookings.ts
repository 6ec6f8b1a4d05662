import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TalentBooking } from '#shared/schemas/talent';
import { api } from '#web/lib/api-client';

export const talentBookingKeys = { all: ['portal', 'bookings'] as const };

/**
 * GET /api/talent/bookings: the upcoming bookings of the user's celebrities, soonest first: days,
 * place, kind of event, state and travel days; never the customer or an amount.
 */
export async function getTalentBookings(signal?: AbortSignal): Promise<TalentBooking[]> {
  const { data } = await api.get<TalentBooking[]>('/talent/bookings', {
    signal,
    errorToast: 'Failed to fetch your bookings',
  });
  return data;
}

/** Read afresh on each visit (staff confirm and move bookings); tried once, the screen offers "Try again". */
export function useTalentBookings() {
  return useQuery({
    ...queryOptions({ queryKey: talentBookingKeys.all, queryFn: ({ signal }) => getTalentBookings(signal) }),
    staleTime: 0,
    retry: false,
  });
}
