import { createElement, type ReactElement } from 'react';
import type { EmailKind } from '#shared/constants/mail';
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { inquiries } from '#server/inquiry-life/inquiry-life-tables';
import { adminInquiryUrlOf, type DeskSettings, teamRecipients } from '#server/inquiries/inquiry-emails';
import { queueEmail } from '#server/mail/outbox';
import { renderEmail } from '#server/mail/render-email';
import { hiddenStatusUrl } from '#server/mail/secret-links';
import { BookingDocumentEmail, type EmailAgency } from '#server/mail/templates/index';
import { emailAgencyOf } from '#server/site/email-agency';

export interface BookingMessage {
  kind: Extract<
    EmailKind,
    | 'receipt_voucher'
    | 'refund_voucher'
    | 'tax_invoice'
    | 'credit_note'
    | 'booking_cancelled'
    | 'booking_postponed'
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

/** What a team e-mail about a booking is built from: its customer, the agency, the admin link. */
export interface TeamBookingContext {
  customer: string;
  agency: EmailAgency;
  adminUrl: string;
}

/** A team e-mail about a booking's money, with its template element ready to render. */
export interface TeamBookingMessage {
  kind: Extract<EmailKind, 'team_payment_claimed' | 'team_gateway_refund_due'>;
  subject: string;
  body: ReactElement;
}

/**
 * Queues an e-mail to the team about a booking (a customer's payment claim, online money to
 * refund), in the caller's transaction: to the notify list or the admins, filed under the
 * booking's inquiry by its reference. One helper so that every such alert finds its recipients
 * and its inquiry the same way, and says nothing when there is no one to tell.
 */
export async function queueTeamBookingEmail(
  tx: Db,
  settings: DeskSettings,
  inquiryId: string,
  messageOf: (context: TeamBookingContext) => TeamBookingMessage,
  now: Date,
): Promise<void> {
  const team = await teamRecipients(tx, settings);
  const [inquiry] = await tx
    .select({ name: inquiries.name, reference: inquiries.reference })
    .from(inquiries)
    .where(eq(inquiries.id, inquiryId));
  if (team.length === 0 || !inquiry) return;
  const message = messageOf({
    customer: inquiry.name,
    agency: await emailAgencyOf(tx),
    adminUrl: adminInquiryUrlOf(settings.siteUrl, inquiryId),
  });
  const rendered = await renderEmail(message.body);
  await queueEmail(
    tx,
    {
      kind: message.kind,
      inquiry: { id: inquiryId, reference: inquiry.reference },
      recipients: team,
      subject: message.subject,
      ...rendered,
    },
    now,
  );
}
