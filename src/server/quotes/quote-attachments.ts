import type { Db } from '#server/db/client';
import type { EmailRow } from '#server/mail/outbox';
import { LinkNotIssuedError } from '#server/mail/secret-links';
import type { MailAttachment } from '#server/mail/transport';
import { getQuoteForPdf } from './quotes.js';
import { quotePdfFile } from './quote-pdf-file.js';

/**
 * A quote e-mail's PDF, made as the outbox sends it: the same document staff download, of the
 * version the e-mail is about (a sent version never changes, so every try makes the same one).
 */
export async function quoteAttachments(db: Db, email: EmailRow): Promise<MailAttachment[]> {
  const found = email.quoteId ? await getQuoteForPdf(db, email.quoteId) : null;
  if (!found) throw new LinkNotIssuedError('The quote was deleted, so its e-mail was not sent.');
  return [{ ...(await quotePdfFile(db, found)), contentType: 'application/pdf' }];
}
