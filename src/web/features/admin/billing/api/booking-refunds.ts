import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RefundInput } from '#shared/schemas/billing';
import type { Refund } from '#shared/schemas/billing-responses';
import { api } from '#web/lib/api-client';
import { refreshBooking } from '#web/lib/queries/bookings';

/** GET /api/bookings/:id/refunds: the refunds paid on a cancelled booking, each with its voucher. */
export async function getBookingRefunds(bookingId: string, signal?: AbortSignal): Promise<Refund[]> {
  const { data } = await api.get<Refund[]>(`/bookings/${bookingId}/refunds`, { errorToast: false, signal });
  return data;
}

export function useBookingRefunds(bookingId: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'bookings', bookingId, 'refunds'] as const,
      queryFn: ({ signal }) => getBookingRefunds(bookingId, signal),
      enabled,
    }),
  );
}

/** POST /api/bookings/:id/refunds (admins): a refund with its refund voucher. */
export async function recordRefund({ bookingId, input }: { bookingId: string; input: RefundInput }) {
  const { data } = await api.post<{ number: string; refund: Refund }>(`/bookings/${bookingId}/refunds`, input, {
    successToast: false,
  });
  return data;
}

export function useRecordRefund() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: recordRefund, onSuccess: () => refreshBooking(queryClient) });
}
