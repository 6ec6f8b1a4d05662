import { createElement } from 'react';
import { addCalendarDays } from '#shared/calendar-days';
import { formatDate, formatIndianTime } from '#shared/format';
import { paymentSchedule } from '#shared/gst/quote-tax';
import { inquiryTopic } from '#shared/inquiry-topic';
import { formatRupeesWithPaise } from '#shared/money';
import type { BusinessDetails } from '#shared/schemas/business-details';
import type { Quote } from '#shared/schemas/quote-responses';
import type { inquiries } from '#server/inquiry-life/inquiry-life-tables';
import { adminInquiryUrlOf, type DeskSettings } from '#server/inquiries/inquiry-emails';
import type { OutgoingEmail } from '#server/mail/outbox';
import { renderEmail } from '#server/mail/render-email';
import { hiddenStatusUrl } from '#server/mail/secret-links';
import {
  type EmailAgency,
  QuoteAcceptedEmail,
  type QuoteFacts,
  QuoteSentEmail,
  TEAM_QUOTE_KINDS,
  TeamQuoteEmail,
} from '#server/mail/templates/index';

type InquiryRow = typeof inquiries.$inferSelect;

function factsOf(quote: Quote): QuoteFacts {
  return {
    number: quote.number ?? '',
    version: quote.version,
    total: formatRupeesWithPaise(quote.totalPaise),
    totalInWords: quote.totalInWords,
    validUntil: formatDate(quote.validUntil),
  };
}

/**
 * A quote's e-mail to its inquiry's customer, filed under the inquiry and attaching the quote's
 * version as its PDF: the sent and the accepted e-mails are both addressed so.
 */
function toCustomerWithQuote(
  row: InquiryRow,
  quote: Quote,
  message: { kind: 'quote_sent' | 'quote_accepted'; subject: string; html: string; text: string },
): OutgoingEmail & { quoteId: string } {
  return { ...message, inquiry: { id: row.id, reference: row.reference }, quoteId: quote._id, recipients: [row.email] };
}

/**
 * To the customer when a quote is sent: its PDF is attached by the outbox when it sends the
 * e-mail (the `quoteId`), and the status link made then (mail/secret-links.ts).
 */
export async function quoteSentEmail(
  row: InquiryRow,
  quote: Quote,
  settings: DeskSettings,
  agency: EmailAgency,
): Promise<OutgoingEmail & { quoteId: string }> {
  const rendered = await renderEmail(
    createElement(QuoteSentEmail, {
      agency,
      name: row.name,
      reference: row.reference,
      topic: inquiryTopic(row),
      quote: factsOf(quote),
      statusUrl: hiddenStatusUrl(settings.siteUrl),
    }),
  );
  return toCustomerWithQuote(row, quote, {
    kind: 'quote_sent',
    subject: `Your quotation ${quote.number ?? ''} for ${inquiryTopic(row)}`,
    ...rendered,
  });
}

/**
 * To the customer who accepted: the record, and what comes next. The advance is due on
 * acceptance (as the quote says); the balance its days before the event, if the event is later.
 */
export async function quoteAcceptedEmail(
  row: InquiryRow,
  quote: Quote,
  acceptance: { name: string; at: Date; day: string },
  seller: BusinessDetails,
  settings: DeskSettings,
  agency: EmailAgency,
): Promise<OutgoingEmail & { quoteId: string }> {
  const { advancePaise, balancePaise } = paymentSchedule(quote.totalPaise, quote.advancePercent);
  const rendered = await renderEmail(
    createElement(QuoteAcceptedEmail, {
      agency,
      name: row.name,
      quote: factsOf(quote),
      acceptedBy: acceptance.name,
      acceptedAt: formatIndianTime(acceptance.at),
      advance: {
        percent: quote.advancePercent,
        amount: formatRupeesWithPaise(advancePaise),
        dueOn: formatDate(acceptance.day),
      },
      balance:
        balancePaise > 0
          ? {
              amount: formatRupeesWithPaise(balancePaise),
              dueOn: formatDate(addCalendarDays(row.eventDate, -quote.balanceDueDays)),
            }
          : null,
      bank: seller.bank,
      statusUrl: hiddenStatusUrl(settings.siteUrl),
    }),
  );
  return toCustomerWithQuote(row, quote, {
    kind: 'quote_accepted',
    subject: `You accepted quotation ${quote.number ?? ''}: what comes next`,
    ...rendered,
  });
}

/** To the team: the customer accepted a quote, declined it, or asked for a new one. */
export async function teamQuoteEmail(
  row: InquiryRow,
  quote: Quote,
  answer: keyof typeof TEAM_QUOTE_KINDS,
  detail: string,
  recipients: string[],
  settings: DeskSettings,
  agency: EmailAgency,
): Promise<OutgoingEmail> {
  const rendered = await renderEmail(
    createElement(TeamQuoteEmail, {
      agency,
      answer,
      customer: row.name,
      reference: row.reference,
      quote: factsOf(quote),
      detail,
      adminUrl: adminInquiryUrlOf(settings.siteUrl, row.id),
    }),
  );
  const subjects = {
    accepted: `Quote accepted: ${quote.number ?? ''} by ${row.name} (${row.reference})`,
    declined: `Quote declined: ${quote.number ?? ''} by ${row.name} (${row.reference})`,
    requested: `New quote asked for: ${row.reference} (${row.name})`,
    dates_taken: `Dates taken: ${row.name} accepted ${quote.number ?? ''}, nothing booked (${row.reference})`,
  };
  return {
    kind: TEAM_QUOTE_KINDS[answer],
    inquiry: { id: row.id, reference: row.reference },
    recipients,
    subject: subjects[answer],
    ...rendered,
  };
}
