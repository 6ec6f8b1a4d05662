import type { QueryClient } from '@tanstack/react-query';
import { invalidateInquiryCaches } from '#web/lib/queries/inquiries';

/*
 * The booking caches the bookings and billing features share: the bookings feature lists an
 * inquiry's bookings under these keys, and billing refreshes them after a change to their money.
 */

/** Every booking read sits under `['admin', 'bookings']` (its payments, refunds and invoice too). */
export const bookingKeys = {
  all: ['admin', 'bookings'] as const,
  ofInquiry: (inquiryId: string) => ['admin', 'bookings', 'inquiry', inquiryId] as const,
  invoice: (bookingId: string) => ['admin', 'bookings', bookingId, 'invoice'] as const,
};

/**
 * After a change to a booking's money: its inquiry's bookings (with their payments, refunds and
 * invoice, all under `['admin', 'bookings']`) and the inquiry caches (status, timeline) reload.
 */
export async function refreshBooking(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: bookingKeys.all });
  await invalidateInquiryCaches(queryClient);
}
