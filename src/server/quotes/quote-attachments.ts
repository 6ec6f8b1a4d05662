import type { Db } from '#server/db/client';
import type { EmailRow } from '#server/mail/outbox';
import { LinkNotIssuedError } from '#server/mail/secret-links';
import type { MailAttachment } from '#server/mail/transport';
import { getQuoteForPdf } from './quotes.js';
import { quoteUpiUri } from './quote-upi.js';

/**
 * A quote e-mail's PDF, made as the outbox sends it: the same document staff download, of the
 * version the e-mail is about (a sent version never changes, so every try makes the same one).
 */
export async function quoteAttachments(db: Db, email: EmailRow): Promise<MailAttachment[]> {
  const found = email.quoteId ? await getQuoteForPdf(db, email.quoteId) : null;
  if (!found) throw new LinkNotIssuedError('The quote was deleted, so its e-mail was not sent.');
  // Loaded on the first PDF only (decision 0017).
  const { quotePdfFileName, renderQuotePdf } = await import('./pdf/quote-pdf.js');
  return [
    {
      filename: quotePdfFileName(found.quote),
      content: await renderQuotePdf(found.quote, found.seller, await quoteUpiUri(db, found.quote)),
      contentType: 'application/pdf',
    },
  ];
}
