import type { BookingState } from './constants/bookings.js';
import type { InquiryStatus } from './constants/inquiries.js';

/**
 * Where an inquiry stands as its customer reads it on the status page (issue 36, finding 10):
 * once it has a booking, the booking's own state says it; before, the inquiry's status, except
 * that a "Confirmed" chosen by staff without a booking is only being arranged, so the customer is
 * never told they are booked before a booking exists.
 */
export const CUSTOMER_STAGES = [
  'received',
  'contacted',
  'arranging',
  'awaiting_advance',
  'booked',
  'completed',
  'cancelled',
  'declined',
] as const;
export type CustomerStage = (typeof CUSTOMER_STAGES)[number];

const BY_BOOKING: Record<BookingState, CustomerStage> = {
  awaiting_advance: 'awaiting_advance',
  confirmed: 'booked',
  completed: 'completed',
  cancelled: 'cancelled',
};

const BY_STATUS: Record<InquiryStatus, CustomerStage> = {
  pending: 'received',
  contacted: 'contacted',
  confirmed: 'arranging',
  rejected: 'declined',
};

/** The stage of an inquiry with this status and the booking its status page shows (null: none yet). */
export function customerStage(status: InquiryStatus, booking: { state: BookingState } | null): CustomerStage {
  return booking ? BY_BOOKING[booking.state] : BY_STATUS[status];
}

/** Each stage in the customer's words: the badge and the sentence beside it. */
export const CUSTOMER_STAGE_WORDS: Record<CustomerStage, { label: string; explanation: string }> = {
  received: { label: 'Received', explanation: 'We are preparing your quote.' },
  contacted: { label: 'In contact', explanation: 'Our team is in touch with you about the booking.' },
  arranging: { label: 'Being arranged', explanation: 'We are preparing your booking. Your dates are not booked yet.' },
  awaiting_advance: {
    label: 'Awaiting your advance',
    explanation: 'We are holding your dates until your advance reaches us.',
  },
  booked: { label: 'Confirmed', explanation: 'Your booking is confirmed.' },
  completed: { label: 'Completed', explanation: 'Your event has taken place. Thank you for booking with us.' },
  cancelled: { label: 'Cancelled', explanation: 'Your booking was cancelled.' },
  declined: { label: 'Declined', explanation: 'We are unable to take this booking.' },
};
