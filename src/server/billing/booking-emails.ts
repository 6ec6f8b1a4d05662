import { createElement } from 'react';
import type { EmailKind } from '#shared/constants/mail';
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { inquiries } from '#server/inquiry-life/inquiry-life-tables';
import type { DeskSettings } from '#server/inquiries/inquiry-emails';
import { queueEmail } from '#server/mail/outbox';
import { renderEmail } from '#server/mail/render-email';
import { hiddenStatusUrl } from '#server/mail/secret-links';
import { BookingDocumentEmail } from '#server/mail/templates/index';
import { emailAgencyOf } from '#server/site/email-agency';

export interface BookingMessage {
  kind: Extract<
    EmailKind,
    | 'receipt_voucher'
    | 'refund_voucher'
    | 'tax_invoice'
    | 'credit_note'
    | 'booking_cancelled'
    | 'balance_reminder'
    | 'payment_not_received'
  >;
  subject: string;
  heading: string;
  intro: string;
  facts: { label: string; value: string }[];
  closing?: string;
  /** The payment, refund, invoice or credit note whose PDF the outbox attaches. */
  documentId?: string;
}

/**
 * Queues a booking's message to its customer, in the caller's transaction (the outbox sends it
 * once that has committed): with their status link, made when it is sent, and the document's
 * PDF, made then too (billing's attachment makers).
 */
export async function queueBookingEmail(
  tx: Db,
  settings: Pick<DeskSettings, 'siteUrl'>,
  inquiryId: string,
  message: BookingMessage,
  now: Date,
): Promise<void> {
  const [inquiry] = await tx
    .select({ name: inquiries.name, email: inquiries.email, reference: inquiries.reference })
    .from(inquiries)
    .where(eq(inquiries.id, inquiryId));
  if (!inquiry) return;
  const rendered = await renderEmail(
    createElement(BookingDocumentEmail, {
      agency: await emailAgencyOf(tx),
      name: inquiry.name,
      heading: message.heading,
      preview: message.subject,
      intro: message.intro,
      facts: message.facts,
      closing: message.closing,
      statusUrl: hiddenStatusUrl(settings.siteUrl),
    }),
  );
  await queueEmail(
    tx,
    {
      kind: message.kind,
      inquiry: { id: inquiryId, reference: inquiry.reference },
      documentId: message.documentId,
      recipients: [inquiry.email],
      subject: message.subject,
      ...rendered,
    },
    now,
  );
}
