import { paymentSchedule } from '#shared/gst/quote-tax';
import type { Quote } from '#shared/schemas/quote-responses';
import { upiPayUri } from '#shared/upi/upi-link';
import type { Db } from '#server/db/client';
import { getPaymentSettings } from '#server/site/payment-settings';

/**
 * The UPI link a quote's PDF prints as a QR (issue 38): the advance due on acceptance, with the
 * quote's number as the note and reference (a booking has no number yet). None for a draft, for
 * no advance, above UPI's limit or without a UPI ID.
 */
export async function quoteUpiUri(db: Db, quote: Quote): Promise<string | null> {
  if (!quote.number) return null;
  const { advancePaise } = paymentSchedule(quote.totalPaise, quote.advancePercent);
  const settings = await getPaymentSettings(db);
  return upiPayUri({
    vpa: settings.upiVpa,
    payeeName: settings.payeeName,
    amountPaise: advancePaise,
    bookingNumber: quote.number,
    limitPaise: settings.upiLimitPaise,
  });
}
