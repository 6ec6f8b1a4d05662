import { type DocumentProps, renderToBuffer } from '@react-pdf/renderer';
import { createElement, type ReactElement } from 'react';
import type { BusinessDetails } from '#shared/schemas/business-details';
import type { Quote } from '#shared/schemas/quote-responses';
import { QuoteDocument } from './quote-document.js';
import { registerPdfFonts } from '#server/lib/pdf/index';

/**
 * A quote as its A4 PDF, with the seller as the customer sees them (see QuoteDocument) and, when
 * given, the UPI QR for its advance (quote-upi.ts).
 */
export async function renderQuotePdf(
  quote: Quote,
  seller: BusinessDetails,
  upiUri: string | null = null,
): Promise<Buffer> {
  registerPdfFonts();
  // QuoteDocument renders a <Document>, which is what renderToBuffer takes.
  return renderToBuffer(
    createElement(QuoteDocument, { quote, seller, upiUri }) as unknown as ReactElement<DocumentProps>,
  );
}

/** `quotation-SLT-Q-26-27-0042.pdf`: the number with its slashes as hyphens (a draft: its version). */
export function quotePdfFileName(quote: Quote): string {
  return quote.number ? `quotation-${quote.number.replace(/\//g, '-')}.pdf` : `quotation-draft-v${quote.version}.pdf`;
}
