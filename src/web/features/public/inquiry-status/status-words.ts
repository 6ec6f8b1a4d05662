import type { InquiryStatus } from '#shared/constants';

/** A stage of an inquiry's history, as its customer reads it. */
export type StatusStage = 'received' | InquiryStatus;

/** Plain words for each stage: the customer never sees the staff's terms. */
export const STATUS_WORDS: Record<StatusStage, { label: string; explanation: string }> = {
  received: { label: 'Received', explanation: 'We have your inquiry.' },
  pending: { label: 'Received', explanation: 'We are preparing your quote.' },
  contacted: { label: 'In contact', explanation: 'Our team is in touch with you about the booking.' },
  confirmed: { label: 'Confirmed', explanation: 'Your booking is confirmed.' },
  rejected: { label: 'Declined', explanation: 'We are unable to take this booking.' },
};
