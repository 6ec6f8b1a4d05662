import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Booking } from '#shared/schemas/booking-responses';
import { api } from '#web/lib/api-client';
import { bookingKeys } from '#web/lib/queries/bookings';

/** An inquiry's bookings (`GET /api/inquiries/:id/bookings`), the first first. */
export async function getInquiryBookings(inquiryId: string, signal?: AbortSignal): Promise<Booking[]> {
  const { data } = await api.get<Booking[]>(`/inquiries/${inquiryId}/bookings`, { errorToast: false, signal });
  return data;
}

export function useInquiryBookings(inquiryId: string) {
  return useQuery(
    queryOptions({
      queryKey: bookingKeys.ofInquiry(inquiryId),
      queryFn: ({ signal }) => getInquiryBookings(inquiryId, signal),
    }),
  );
}
