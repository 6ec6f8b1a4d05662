import { createElement } from 'react';
import { and, eq } from 'drizzle-orm';
import { formatDate, formatIndianTime } from '#shared/format';
import { inquiryTopic } from '#shared/inquiry-topic';
import { PAGES } from '#shared/pages';
import type { Db } from '#server/db/client';
import { users } from '#server/accounts/accounts-tables';
import type { inquiries } from '#server/inquiry-life/inquiry-life-tables';
import { renderEmail } from '#server/mail/render-email';
import {
  CUSTOMER_STATUS_HEADINGS,
  CustomerStatusEmail,
  type EmailAgency,
  type InquiryFacts,
  InquiryReceivedEmail,
  StatusLinkEmail,
  TEAM_INQUIRY_KINDS,
  TeamInquiryEmail,
} from '#server/mail/templates/index';

import type { OutgoingEmail } from '#server/mail/outbox';
import { hiddenStatusUrl } from '#server/mail/secret-links';

/** What the desk's e-mails need to know of the configuration. */
export interface DeskSettings {
  siteUrl: string;
  responseHours: number;
  /** The team's addresses; empty means every active admin. */
  notifyEmails: string[];
}

type InquiryRow = typeof inquiries.$inferSelect;

/** The inquiry's own page in the admin panel. */
export function adminInquiryUrlOf(siteUrl: string, id: string): string {
  return `${siteUrl}${PAGES.adminInquiry.getHref(id)}`;
}

function factsOf(row: InquiryRow): InquiryFacts {
  return {
    reference: row.reference,
    celebrityName: inquiryTopic(row),
    general: row.kind === 'general',
    eventType: row.eventType,
    eventDate: formatDate(row.eventDate),
    eventLocation: row.eventLocation,
    budgetRange: row.budgetRange,
    audienceSize: row.audienceSize,
  };
}

/** Where team alerts go: NOTIFY_EMAILS, else every active admin. */
export async function teamRecipients(db: Db, settings: DeskSettings): Promise<string[]> {
  if (settings.notifyEmails.length > 0) return settings.notifyEmails;
  const admins = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.status, 'active')));
  return admins.map((admin) => admin.email);
}

/**
 * The customer's acknowledgement: reference, what they asked, the promised time, the link (made
 * when the e-mail is sent: mail/secret-links.ts).
 */
export async function inquiryReceivedEmail(row: InquiryRow, settings: DeskSettings, agency: EmailAgency) {
  const rendered = await renderEmail(
    createElement(InquiryReceivedEmail, {
      agency,
      name: row.name,
      facts: factsOf(row),
      replyBy: formatIndianTime(row.replyBy),
      statusUrl: hiddenStatusUrl(settings.siteUrl),
    }),
  );
  return {
    kind: 'inquiry_received',
    inquiry: { id: row.id, reference: row.reference },
    recipients: [row.email],
    subject: `We received your inquiry ${row.reference}`,
    ...rendered,
  } satisfies OutgoingEmail;
}

/** The team's alert: a new inquiry, or a pending one within hours of its promised time. */
export async function teamInquiryEmail(
  row: InquiryRow,
  reason: 'new' | 'due-soon',
  recipients: string[],
  settings: DeskSettings,
  agency: EmailAgency,
) {
  const rendered = await renderEmail(
    createElement(TeamInquiryEmail, {
      agency,
      reason,
      customer: { name: row.name, email: row.email, phoneNumber: row.phoneNumber },
      facts: factsOf(row),
      replyBy: formatIndianTime(row.replyBy),
      adminUrl: adminInquiryUrlOf(settings.siteUrl, row.id),
    }),
  );
  return {
    kind: TEAM_INQUIRY_KINDS[reason],
    inquiry: { id: row.id, reference: row.reference },
    recipients,
    subject:
      reason === 'new'
        ? `New inquiry ${row.reference}: ${inquiryTopic(row)} for ${row.name}`
        : `Due soon: ${row.reference} (${row.name}) needs a quote by ${formatIndianTime(row.replyBy)}`,
    ...rendered,
  } satisfies OutgoingEmail;
}

/** To the customer, when staff tick "E-mail the customer" on a decision. */
export async function customerStatusEmail(
  row: InquiryRow,
  decision: 'confirmed' | 'arranging' | 'rejected',
  agency: EmailAgency,
) {
  const rendered = await renderEmail(
    createElement(CustomerStatusEmail, { agency, name: row.name, decision, facts: factsOf(row) }),
  );
  return {
    kind: 'customer_status',
    inquiry: { id: row.id, reference: row.reference },
    recipients: [row.email],
    subject:
      decision === 'rejected'
        ? `An update on your inquiry ${row.reference}`
        : `${CUSTOMER_STATUS_HEADINGS[decision]}: ${row.reference}`,
    ...rendered,
  } satisfies OutgoingEmail;
}

/**
 * The customer's status link again, when staff send it on request, or a new one after staff
 * revoked the earlier ones (`replaced`); made when sent, as above.
 */
export async function statusLinkEmail(row: InquiryRow, settings: DeskSettings, agency: EmailAgency, replaced = false) {
  const rendered = await renderEmail(
    createElement(StatusLinkEmail, {
      agency,
      name: row.name,
      facts: factsOf(row),
      statusUrl: hiddenStatusUrl(settings.siteUrl),
      replaced,
    }),
  );
  return {
    kind: 'status_link',
    inquiry: { id: row.id, reference: row.reference },
    recipients: [row.email],
    subject: `Your ${replaced ? 'new ' : ''}link to follow inquiry ${row.reference}`,
    ...rendered,
  } satisfies OutgoingEmail;
}
