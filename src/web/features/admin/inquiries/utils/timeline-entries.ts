import type { InquiryStatus } from '#shared/constants/inquiries';
import { formatIndianTime, formatPrice } from '#shared/format';
import { formatRupeesWithPaise } from '#shared/money';
import type { InquiryActivity } from '#shared/schemas/inquiry';
import { EMAIL_KIND_LABELS, EMAIL_STATE_LABELS } from '#web/lib/email-labels';

/** One line of an inquiry's timeline, ready to show. */
export interface TimelineEntry {
  key: string;
  at: string;
  /** What happened, in words. */
  title: string;
  /** Who did it ("Priya Sharma"), or who it came from; null for the system. */
  by: string | null;
  /** A second line: an e-mail's recipients and delivery state, a failure. */
  detail: string | null;
  tone: 'neutral' | 'good' | 'bad' | 'waiting';
}

const STATUS_WORDS: Record<InquiryStatus, string> = {
  pending: 'Pending',
  contacted: 'Contacted',
  confirmed: 'Confirmed',
  rejected: 'Rejected',
};

function statusWord(value: unknown): string {
  return typeof value === 'string' && value in STATUS_WORDS ? STATUS_WORDS[value as InquiryStatus] : String(value);
}

function rupeesOrNone(value: unknown): string | null {
  return typeof value === 'number' ? formatPrice(value) : null;
}

function eventEntry(event: InquiryActivity['timeline'][number], index: number): TimelineEntry | null {
  const base = { key: `event-${index}`, at: event.at, by: event.actorName, detail: null, tone: 'neutral' as const };
  const { details } = event;
  switch (event.kind) {
    case 'received':
      return { ...base, title: 'Inquiry received from the website', by: null };
    case 'status_changed':
      return {
        ...base,
        title: `Status changed from ${statusWord(details.from)} to ${statusWord(details.to)}`,
        tone: details.to === 'confirmed' ? 'good' : details.to === 'rejected' ? 'bad' : 'neutral',
      };
    case 'assigned':
      return {
        ...base,
        title: typeof details.assigneeName === 'string' ? `Assigned to ${details.assigneeName}` : 'Unassigned',
      };
    case 'quoted': {
      const from = rupeesOrNone(details.from);
      const to = rupeesOrNone(details.to);
      const title =
        to === null ? 'Quote cleared' : from === null ? `Quoted ${to}` : `Quote changed from ${from} to ${to}`;
      return { ...base, title };
    }
    case 'note_added':
      return { ...base, title: 'Note added' };
    case 'status_link_sent':
      return { ...base, title: 'Status link sent to the customer again' };
    case 'status_links_revoked':
      return {
        ...base,
        title: 'Status links revoked, and a new one sent to the customer',
        detail:
          typeof details.revoked === 'number'
            ? `${details.revoked} earlier ${details.revoked === 1 ? 'link' : 'links'} stopped working`
            : null,
        tone: 'bad',
      };
    case 'quote_drafted':
      return {
        ...base,
        title: `Quote drafted${typeof details.version === 'number' && details.version > 1 ? ` (version ${details.version})` : ''}`,
        detail:
          typeof details.exemptionReason === 'string' && details.exemptionReason
            ? `Exempt from GST: ${details.exemptionReason}`
            : null,
      };
    case 'quote_changed':
      return { ...base, title: 'Quote draft changed' };
    case 'quote_revised':
      return {
        ...base,
        title:
          typeof details.from === 'string' && typeof details.version === 'number'
            ? `Quote ${details.from} revised: version ${details.version} drafted`
            : 'Quote revised',
      };
    case 'quote_sent':
      return {
        ...base,
        title: typeof details.number === 'string' ? `Quote ${details.number} sent` : 'Quote sent',
        tone: 'good',
      };
    case 'quote_viewed':
      return {
        ...base,
        title:
          typeof details.number === 'string'
            ? `Quote ${details.number} opened by the customer`
            : 'Quote opened by the customer',
      };
    case 'quote_accepted':
      return {
        ...base,
        title: typeof details.number === 'string' ? `Quote ${details.number} accepted` : 'Quote accepted',
        detail: typeof details.name === 'string' ? `Signed as ${details.name}` : null,
        tone: 'good',
      };
    case 'quote_declined':
      return {
        ...base,
        title: typeof details.number === 'string' ? `Quote ${details.number} declined` : 'Quote declined',
        detail: typeof details.reason === 'string' ? `Reason: ${details.reason}` : null,
        tone: 'bad',
      };
    case 'quote_requested':
      return {
        ...base,
        title: 'The customer asked for a new quote',
        detail: typeof details.message === 'string' ? details.message : null,
        tone: 'waiting',
      };
    case 'quote_dates_taken':
      return {
        ...base,
        title:
          typeof details.number === 'string'
            ? `Quote ${details.number}: the customer accepted, but its dates were taken`
            : 'The customer accepted, but the dates were taken',
        detail: 'Nothing was booked.',
        tone: 'bad',
      };
    case 'booking_made':
      return {
        ...base,
        title:
          typeof details.number === 'string' ? `Booking ${details.number} made, awaiting the advance` : 'Booking made',
        tone: 'waiting',
      };
    case 'booking_confirmed':
      return {
        ...base,
        title: typeof details.number === 'string' ? `Booking ${details.number} confirmed` : 'Booking confirmed',
        tone: 'good',
      };
    case 'payment_recorded':
      return {
        ...base,
        title:
          typeof details.receiptNumber === 'string' && typeof details.amountPaise === 'number'
            ? `Payment of ${formatRupeesWithPaise(details.amountPaise)} recorded: receipt ${details.receiptNumber}`
            : 'Payment recorded',
        tone: 'good',
      };
    case 'booking_cancelled':
      return {
        ...base,
        title: typeof details.number === 'string' ? `Booking ${details.number} cancelled` : 'Booking cancelled',
        detail:
          [
            typeof details.reason === 'string' ? `Reason: ${details.reason}` : null,
            typeof details.keptPaise === 'number' && typeof details.refundDuePaise === 'number'
              ? `Kept ${formatRupeesWithPaise(details.keptPaise)}, due back ${formatRupeesWithPaise(details.refundDuePaise)}`
              : null,
          ]
            .filter(Boolean)
            .join('. ') || null,
        tone: 'bad',
      };
    case 'refund_recorded':
      return {
        ...base,
        title:
          typeof details.voucherNumber === 'string' && typeof details.amountPaise === 'number'
            ? `Refund of ${formatRupeesWithPaise(details.amountPaise)} paid: voucher ${details.voucherNumber}`
            : 'Refund paid',
      };
    case 'booking_completed':
      return {
        ...base,
        title: typeof details.number === 'string' ? `Booking ${details.number} completed` : 'Booking completed',
        by: null,
        tone: 'good',
      };
    case 'booking_lines_entered':
      return {
        ...base,
        title:
          typeof details.number === 'string' && typeof details.totalPaise === 'number'
            ? `Lines of booking ${details.number} entered: ${formatRupeesWithPaise(details.totalPaise)}`
            : 'Booking lines entered',
      };
    case 'invoice_issued':
      return {
        ...base,
        title: typeof details.number === 'string' ? `Tax invoice ${details.number} issued` : 'Tax invoice issued',
        tone: 'good',
      };
    case 'credit_note_issued':
      return {
        ...base,
        title: typeof details.number === 'string' ? `Credit note ${details.number} issued` : 'Credit note issued',
        detail: typeof details.reason === 'string' ? `Reason: ${details.reason}` : null,
      };
    case 'balance_reminder_sent':
      return {
        ...base,
        title:
          typeof details.number === 'string'
            ? `The customer was reminded of the balance of booking ${details.number}`
            : 'Balance reminder sent',
        by: null,
        tone: 'waiting',
      };
    // Each e-mail has an entry of its own, with its current delivery state (emailEntry).
    case 'email_sent':
    case 'email_failed':
      return null;
  }
}

function emailEntry(email: InquiryActivity['emails'][number]): TimelineEntry {
  const to = email.recipients.join(', ');
  const state =
    email.state === 'sent' && email.sentAt
      ? `Sent ${formatIndianTime(email.sentAt)}`
      : email.state === 'pending' && email.attempts > 0
        ? `Retrying (${email.attempts} failed ${email.attempts === 1 ? 'attempt' : 'attempts'}${email.lastError ? `: ${email.lastError}` : ''})`
        : email.state === 'failed'
          ? `Failed${email.lastError ? `: ${email.lastError}` : ''}`
          : email.state === 'unsent'
            ? 'Not sent: no mail server is configured'
            : EMAIL_STATE_LABELS[email.state];
  return {
    key: `email-${email._id}`,
    at: email.createdAt,
    title: `E-mail: ${EMAIL_KIND_LABELS[email.kind]}`,
    by: null,
    detail: `To ${to}. ${state}`,
    tone: email.state === 'sent' ? 'good' : email.state === 'failed' ? 'bad' : 'waiting',
  };
}

/**
 * The timeline and the e-mails as one list, oldest first. A change and the e-mail it caused share
 * one moment (the server stamps both with the change's time); the change comes first, as cause
 * before effect, so ties put events before e-mails and otherwise keep the server's order.
 */
export function timelineEntries(activity: Pick<InquiryActivity, 'timeline' | 'emails'>): TimelineEntry[] {
  const entries = [
    ...activity.timeline.map(eventEntry).filter((entry): entry is TimelineEntry => entry !== null),
    ...activity.emails.map(emailEntry),
  ];
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => Date.parse(a.entry.at) - Date.parse(b.entry.at) || a.index - b.index)
    .map(({ entry }) => entry);
}
