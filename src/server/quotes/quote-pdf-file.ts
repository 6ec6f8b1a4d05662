import type { BusinessDetails } from '#shared/schemas/business-details';
import type { Quote } from '#shared/schemas/quote-responses';
import type { Db } from '#server/db/client';
import { quoteUpiUri } from './quote-upi.js';

/**
 * A quote's PDF file, its name and its bytes with the UPI QR for its advance: the one staff
 * download, the customer downloads from their status link and the quote's e-mail attaches. One
 * maker, so that the three are always the same document. The renderer is loaded on the first PDF
 * only: it, its layout engine and the font are tens of megabytes that a server which never
 * prints a quote should not hold (decision 0017).
 */
export async function quotePdfFile(
  db: Db,
  { quote, seller }: { quote: Quote; seller: BusinessDetails },
): Promise<{ filename: string; content: Buffer }> {
  const { quotePdfFileName, renderQuotePdf } = await import('./pdf/quote-pdf.js');
  return {
    filename: quotePdfFileName(quote),
    content: await renderQuotePdf(quote, seller, await quoteUpiUri(db, quote)),
  };
}
