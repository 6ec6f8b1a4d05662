import type { InquiryQuoteState } from '#shared/constants/inquiries';
import type { QuoteState, QuoteStoredState } from '#shared/constants/quotes';

/**
 * A quote version's state as shown on a day (India's, `YYYY-MM-DD`): a sent version is
 * "viewed" once its customer has opened it, and "expired" after its validity day, whatever the
 * customer did before; the other states are as stored.
 */
export function quoteStateOn(
  stored: QuoteStoredState,
  { viewed, validUntil }: { viewed: boolean; validUntil: string },
  today: string,
): QuoteState {
  if (stored !== 'sent') return stored;
  if (validUntil < today) return 'expired';
  return viewed ? 'viewed' : 'sent';
}

/** An inquiry's current quote as the list shows it, from the columns its row keeps (null: no quote). */
export function inquiryQuoteStateOn(
  stored: InquiryQuoteState | null,
  validUntil: string | null,
  today: string,
): Exclude<QuoteState, 'superseded'> | null {
  if (stored === null) return null;
  if ((stored === 'sent' || stored === 'viewed') && validUntil !== null && validUntil < today) return 'expired';
  return stored;
}
