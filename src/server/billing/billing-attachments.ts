import type { Db } from '#server/db/client';
import type { EmailRow } from '#server/mail/outbox';
import { LinkNotIssuedError } from '#server/mail/secret-links';
import type { MailAttachment } from '#server/mail/transport';
import { creditNoteDocumentOf, invoiceDocumentOf } from './invoices.js';
import { type TaxDocument, taxDocumentFileName } from './tax-document.js';
import { voucherDocument } from './vouchers.js';

/** The e-mails that carry a booking document, and where each finds it. */
export const DOCUMENT_OF_KIND: Partial<Record<string, (db: Db, id: string) => Promise<TaxDocument | null>>> = {
  receipt_voucher: voucherDocument,
  refund_voucher: voucherDocument,
  tax_invoice: invoiceDocumentOf,
  credit_note: creditNoteDocumentOf,
};

/** The PDF of a booking document, as a download or an attachment names it. */
export async function taxDocumentPdf(document: TaxDocument): Promise<{ filename: string; content: Buffer }> {
  // Loaded on the first PDF only (decision 0017).
  const { renderTaxDocumentPdf } = await import('./pdf/tax-document-render.js');
  return { filename: taxDocumentFileName(document), content: await renderTaxDocumentPdf(document) };
}

/**
 * A booking e-mail's PDF, made as the outbox sends it (the documents never change, so every try
 * attaches the same one).
 */
export async function billingAttachments(db: Db, email: EmailRow): Promise<MailAttachment[]> {
  const find = DOCUMENT_OF_KIND[email.kind];
  const document = find && email.documentId ? await find(db, email.documentId) : null;
  if (!document) throw new LinkNotIssuedError('The document of this e-mail was not found, so it was not sent.');
  const { filename, content } = await taxDocumentPdf(document);
  return [{ filename, content, contentType: 'application/pdf' }];
}
