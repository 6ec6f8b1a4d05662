import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Booking } from '#shared/schemas/booking-responses';
import { api } from '#web/lib/api-client';

/** An inquiry's bookings (`GET /api/inquiries/:id/bookings`), the first first. */
export const bookingKeys = {
  all: ['admin', 'bookings'] as const,
  ofInquiry: (inquiryId: string) => ['admin', 'bookings', 'inquiry', inquiryId] as const,
};

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
