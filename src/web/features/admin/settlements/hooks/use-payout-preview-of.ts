import { isIsoCalendarDate } from '#shared/event-date';
import { paiseFromText } from '#shared/money';
import { usePayoutPreview } from '../api/payout-preview';
import { useDebouncedValue } from './use-debounced-value';

/** How long the amount and the day must rest before the server is asked for their TDS. */
const PREVIEW_DELAY_MS = 400;

/**
 * The server's preview of the payout as typed: asked once the amount reads as rupees and the day
 * as a date, and both have rested a moment. `complete` says whether there is anything to ask.
 */
export function usePayoutPreviewOf(bookingId: string, amountText: string, date: string) {
  const amountPaise = paiseFromText(amountText) ?? 0;
  const complete = amountPaise > 0 && isIsoCalendarDate(date);
  const settledAmount = useDebouncedValue(complete ? amountPaise : 0, PREVIEW_DELAY_MS);
  const settledDate = useDebouncedValue(complete ? date : '', PREVIEW_DELAY_MS);
  const ready = complete && settledAmount > 0 && settledDate !== '';
  const preview = usePayoutPreview(bookingId, ready ? { amountPaise: settledAmount, date: settledDate } : null);
  return { complete, preview };
}
