import type { QueryClient } from '@tanstack/react-query';
import { invalidateInquiryCaches } from '#web/lib/queries/inquiries';
import { bookingKeys } from './inquiry-bookings';

/**
 * After a change to a booking's money: its inquiry's bookings (with their payments, refunds and
 * invoice, all under `['admin', 'bookings']`) and the inquiry caches (status, timeline) reload.
 */
export async function refreshBooking(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: bookingKeys.all });
  await invalidateInquiryCaches(queryClient);
}
