import type { InquiryStatus } from '#shared/constants/inquiries';

/**
 * Each inquiry status as the team names it (SPEC §4): the status dropdown and the timeline's
 * status changes. (Customers read their own words for the steps, inquiry-status/status-words.ts.)
 */
export const INQUIRY_STATUS_LABELS: Record<InquiryStatus, string> = {
  pending: 'Pending',
  contacted: 'Contacted',
  confirmed: 'Confirmed',
  rejected: 'Rejected',
};
