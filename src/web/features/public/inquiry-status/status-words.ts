import type { InquiryStatus } from '#shared/constants/inquiries';

/** A step of an inquiry's history, as its customer reads it. */
export type HistoryStep = 'received' | InquiryStatus;

const HISTORY_LABELS: Record<HistoryStep, string> = {
  received: 'Received',
  pending: 'Received',
  contacted: 'In contact',
  confirmed: 'Confirmed',
  rejected: 'Declined',
};

/**
 * A history step in plain words: the customer never sees the staff's terms. A "Confirmed" set by
 * staff while the inquiry has no booking reads "Being arranged", as the headline does
 * (#shared/customer-stage): nobody is told they are booked before a booking exists.
 */
export function historyLabel(step: HistoryStep, booked: boolean): string {
  return step === 'confirmed' && !booked ? 'Being arranged' : HISTORY_LABELS[step];
}
