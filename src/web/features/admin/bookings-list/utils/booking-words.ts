import { formatDate } from '#shared/format';
import type { BookingState } from '#shared/constants/bookings';
import type { BookingDueFilter } from '#shared/schemas/bookings-list';

/** The states as the filter offers them, in a booking's order of life. */
export const BOOKING_STATE_OPTIONS: readonly { value: BookingState; label: string }[] = [
  { value: 'awaiting_advance', label: 'Awaiting advance' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'completed', label: 'Completed' },
  { value: 'cancelled', label: 'Cancelled' },
];

export const BOOKING_DUE_OPTIONS: readonly { value: BookingDueFilter; label: string }[] = [
  { value: 'any', label: 'Balance due' },
  { value: 'overdue', label: 'Overdue' },
];

/** The inquiry's page, scrolled to this booking (the booking panel gives each booking this id). */
export function bookingPageHref(row: { _id: string; inquiryId: string }): string {
  return `/admin/inquiries/${row.inquiryId}#booking-${row._id}`;
}

/** A booking's days, short: "15 Mar 2026", or "15 Mar 2026 – 16 Mar 2026". */
export function shortDaysText(start: string, end: string): string {
  return start === end ? formatDate(start, 'short') : `${formatDate(start, 'short')} – ${formatDate(end, 'short')}`;
}
