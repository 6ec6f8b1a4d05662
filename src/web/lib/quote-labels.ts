import type { QuoteState } from '#shared/constants/quotes';

/** Each state of a quote as the admin panel names it: its badge and the inquiry list's quote filter. */
export const QUOTE_STATE_LABELS: Record<QuoteState, string> = {
  draft: 'Draft',
  sent: 'Sent',
  viewed: 'Viewed',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
  superseded: 'Superseded',
};
