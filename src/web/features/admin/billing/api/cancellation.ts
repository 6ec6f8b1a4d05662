import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CancelledBy } from '#shared/constants/bookings';
import type { CancellationInput } from '#shared/schemas/billing';
import type { CancellationTermsDto } from '#shared/schemas/billing-responses';
import type { Booking } from '#shared/schemas/booking-responses';
import { api } from '#web/lib/api-client';
import { refreshBooking } from '#web/lib/queries/bookings';

/** GET /api/bookings/:id/cancellation?by=: what cancelling today keeps and owes back. */
export async function getCancellationTerms(bookingId: string, by: CancelledBy, signal?: AbortSignal) {
  const { data } = await api.get<CancellationTermsDto>(`/bookings/${bookingId}/cancellation?by=${by}`, {
    errorToast: false,
    signal,
  });
  return data;
}

export function useCancellationTerms(bookingId: string, by: CancelledBy) {
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'bookings', bookingId, 'cancellation', by] as const,
      queryFn: ({ signal }) => getCancellationTerms(bookingId, by, signal),
    }),
  );
}

/** POST /api/bookings/:id/cancel (admins): the days freed, the customer told. */
export async function cancelBooking({ bookingId, input }: { bookingId: string; input: CancellationInput }) {
  const { data } = await api.post<{ booking: Booking }>(`/bookings/${bookingId}/cancel`, input, {
    successToast: 'Booking cancelled',
  });
  return data.booking;
}

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelBooking, onSuccess: () => refreshBooking(queryClient) });
}
