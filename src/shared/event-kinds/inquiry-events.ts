import type { InquiryEventKind, InquiryStatus } from '#shared/constants/inquiries';
import { INQUIRY_STATUS_LABELS } from '#shared/event-kinds/inquiry-statuses';
import { formatPrice } from '#shared/format';
import { formatRupeesWithPaise } from '#shared/money';

/**
 * The registry of an inquiry's event kinds (decision 0030): one entry per kind of timeline entry
 * (`inquiry_events.kind`, which is also the action of its audit entry), giving its words
 * everywhere. The web's timeline and the audit log read it; event-kinds.test.ts fails when a
 * kind the database allows has no entry.
 */

/** How a timeline line looks: good news, bad news, waiting on someone, or neither. */
export type EventTone = 'neutral' | 'good' | 'bad' | 'waiting';

/** A timeline entry in words: what happened, a second line, and its tone. */
export interface EventSentence {
  title: string;
  detail: string | null;
  tone: EventTone;
}

/** What an entry of the timeline keeps beside its kind (inquiry_events.details). */
export type EventDetails = Record<string, unknown>;

export interface InquiryEventKindEntry {
  /** The change as the audit log names it ("Inquiry status changed"). */
  audit: string;
  /**
   * The timeline's sentence for one entry, from its details; null for a kind shown another way
   * (an e-mail sent or failed is the e-mail's own line, with its current delivery state).
   */
  sentence: ((details: EventDetails) => EventSentence) | null;
  /** The system's doing (the website, a scheduled task): shown by nobody, whatever name it keeps. */
  bySystem?: true;
}

function statusWord(value: unknown): string {
  return typeof value === 'string' && Object.hasOwn(INQUIRY_STATUS_LABELS, value)
    ? INQUIRY_STATUS_LABELS[value as InquiryStatus]
    : String(value);
}

function rupeesOrNone(value: unknown): string | null {
  return typeof value === 'number' ? formatPrice(value) : null;
}

/** A sentence with no second line. */
function said(title: string, tone: EventTone = 'neutral'): EventSentence {
  return { title, detail: null, tone };
}

/** "Quote Q-1 sent" when the entry names its document's number, else "Quote sent". */
function numbered(details: EventDetails, named: (number: string) => string, unnamed: string): string {
  return typeof details.number === 'string' ? named(details.number) : unnamed;
}

export const INQUIRY_EVENT_REGISTRY: Record<InquiryEventKind, InquiryEventKindEntry> = {
  received: { audit: 'Inquiry received', sentence: () => said('Inquiry received from the website'), bySystem: true },
  status_changed: {
    audit: 'Inquiry status changed',
    sentence: (details) =>
      said(
        `Status changed from ${statusWord(details.from)} to ${statusWord(details.to)}`,
        details.to === 'confirmed' ? 'good' : details.to === 'rejected' ? 'bad' : 'neutral',
      ),
  },
  assigned: {
    audit: 'Inquiry assigned',
    sentence: (details) =>
      said(typeof details.assigneeName === 'string' ? `Assigned to ${details.assigneeName}` : 'Unassigned'),
  },
  // The single quoted amount that quotes replaced (issue 21): its old entries still read well.
  quoted: {
    audit: 'Inquiry quoted amount changed',
    sentence: (details) => {
      const from = rupeesOrNone(details.from);
      const to = rupeesOrNone(details.to);
      return said(
        to === null ? 'Quote cleared' : from === null ? `Quoted ${to}` : `Quote changed from ${from} to ${to}`,
      );
    },
  },
  note_added: { audit: 'Inquiry note added', sentence: () => said('Note added') },
  email_sent: { audit: 'Inquiry email sent', sentence: null },
  email_failed: { audit: 'Inquiry email failed', sentence: null },
  status_link_sent: {
    audit: 'Inquiry status link sent',
    sentence: () => said('Status link sent to the customer again'),
  },
  status_links_revoked: {
    audit: 'Inquiry status links revoked',
    sentence: (details) => ({
      title: 'Status links revoked, and a new one sent to the customer',
      detail:
        typeof details.revoked === 'number'
          ? `${details.revoked} earlier ${details.revoked === 1 ? 'link' : 'links'} stopped working`
          : null,
      tone: 'bad',
    }),
  },
  quote_drafted: {
    audit: 'Inquiry quote drafted',
    sentence: (details) => ({
      title: `Quote drafted${typeof details.version === 'number' && details.version > 1 ? ` (version ${details.version})` : ''}`,
      detail:
        typeof details.exemptionReason === 'string' && details.exemptionReason
          ? `Exempt from GST: ${details.exemptionReason}`
          : null,
      tone: 'neutral',
    }),
  },
  quote_changed: { audit: 'Inquiry quote changed', sentence: () => said('Quote draft changed') },
  quote_sent: {
    audit: 'Inquiry quote sent',
    sentence: (details) =>
      said(
        numbered(details, (number) => `Quote ${number} sent`, 'Quote sent'),
        'good',
      ),
  },
  quote_revised: {
    audit: 'Inquiry quote revised',
    sentence: (details) =>
      said(
        typeof details.from === 'string' && typeof details.version === 'number'
          ? `Quote ${details.from} revised: version ${details.version} drafted`
          : 'Quote revised',
      ),
  },
  quote_viewed: {
    audit: 'Inquiry quote viewed',
    sentence: (details) =>
      said(numbered(details, (number) => `Quote ${number} opened by the customer`, 'Quote opened by the customer')),
  },
  quote_accepted: {
    audit: 'Inquiry quote accepted',
    sentence: (details) => ({
      title: numbered(details, (number) => `Quote ${number} accepted`, 'Quote accepted'),
      detail: typeof details.name === 'string' ? `Signed as ${details.name}` : null,
      tone: 'good',
    }),
  },
  quote_declined: {
    audit: 'Inquiry quote declined',
    sentence: (details) => ({
      title: numbered(details, (number) => `Quote ${number} declined`, 'Quote declined'),
      detail: typeof details.reason === 'string' ? `Reason: ${details.reason}` : null,
      tone: 'bad',
    }),
  },
  quote_requested: {
    audit: 'Inquiry quote requested',
    sentence: (details) => ({
      title: 'The customer asked for a new quote',
      detail: typeof details.message === 'string' ? details.message : null,
      tone: 'waiting',
    }),
  },
  quote_dates_taken: {
    audit: 'Inquiry quote dates taken',
    sentence: (details) => ({
      title: numbered(
        details,
        (number) => `Quote ${number}: the customer accepted, but its dates were taken`,
        'The customer accepted, but the dates were taken',
      ),
      detail: 'Nothing was booked.',
      tone: 'bad',
    }),
  },
  booking_made: {
    audit: 'Inquiry booking made',
    sentence: (details) =>
      said(
        numbered(details, (number) => `Booking ${number} made, awaiting the advance`, 'Booking made'),
        'waiting',
      ),
  },
  booking_confirmed: {
    audit: 'Inquiry booking confirmed',
    sentence: (details) =>
      said(
        numbered(details, (number) => `Booking ${number} confirmed`, 'Booking confirmed'),
        'good',
      ),
  },
  booking_lines_entered: {
    audit: 'Inquiry booking lines entered',
    sentence: (details) =>
      said(
        typeof details.number === 'string' && typeof details.totalPaise === 'number'
          ? `Lines of booking ${details.number} entered: ${formatRupeesWithPaise(details.totalPaise)}`
          : 'Booking lines entered',
      ),
  },
  payment_recorded: {
    audit: 'Inquiry payment recorded',
    sentence: (details) =>
      said(
        typeof details.receiptNumber === 'string' && typeof details.amountPaise === 'number'
          ? `Payment of ${formatRupeesWithPaise(details.amountPaise)} ${details.mode === 'gateway' ? 'received online' : 'recorded'}: receipt ${details.receiptNumber}`
          : 'Payment recorded',
        'good',
      ),
  },
  payment_link_created: {
    audit: 'Inquiry payment link created',
    sentence: (details) =>
      said(
        typeof details.amountPaise === 'number'
          ? `Customer asked to pay ${formatRupeesWithPaise(details.amountPaise)} online: payment link made`
          : 'Payment link made',
        'waiting',
      ),
  },
  gateway_refund_due: {
    audit: 'Inquiry online payment to refund',
    sentence: (details) => ({
      title:
        typeof details.amountPaise === 'number'
          ? `Online payment of ${formatRupeesWithPaise(details.amountPaise)} to refund`
          : 'Online payment to refund',
      detail:
        details.reason === 'cancelled'
          ? 'The booking was cancelled before the payment arrived'
          : 'The payment was more than the booking owed',
      tone: 'bad',
    }),
    bySystem: true,
  },
  booking_cancelled: {
    audit: 'Inquiry booking cancelled',
    sentence: (details) => ({
      title: numbered(details, (number) => `Booking ${number} cancelled`, 'Booking cancelled'),
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
    }),
  },
  refund_recorded: {
    audit: 'Inquiry refund recorded',
    sentence: (details) =>
      said(
        typeof details.voucherNumber === 'string' && typeof details.amountPaise === 'number'
          ? `Refund of ${formatRupeesWithPaise(details.amountPaise)} paid: voucher ${details.voucherNumber}`
          : 'Refund paid',
      ),
  },
  booking_completed: {
    audit: 'Inquiry booking completed',
    sentence: (details) =>
      said(
        numbered(details, (number) => `Booking ${number} completed`, 'Booking completed'),
        'good',
      ),
    bySystem: true,
  },
  invoice_issued: {
    audit: 'Inquiry invoice issued',
    sentence: (details) =>
      said(
        numbered(details, (number) => `Tax invoice ${number} issued`, 'Tax invoice issued'),
        'good',
      ),
  },
  credit_note_issued: {
    audit: 'Inquiry credit note issued',
    sentence: (details) => ({
      title: numbered(details, (number) => `Credit note ${number} issued`, 'Credit note issued'),
      detail: typeof details.reason === 'string' ? `Reason: ${details.reason}` : null,
      tone: 'neutral',
    }),
  },
  balance_reminder_sent: {
    audit: 'Inquiry balance reminder sent',
    sentence: (details) =>
      said(
        numbered(
          details,
          (number) => `The customer was reminded of the balance of booking ${number}`,
          'Balance reminder sent',
        ),
        'waiting',
      ),
    bySystem: true,
  },
  payment_claimed: {
    audit: 'Inquiry payment reported by the customer',
    sentence: (details) => ({
      title:
        typeof details.amountPaise === 'number'
          ? `The customer reports paying ${formatRupeesWithPaise(details.amountPaise)}`
          : 'The customer reports a payment',
      detail: typeof details.reference === 'string' ? `Reference ${details.reference}: to confirm` : null,
      tone: 'waiting',
    }),
  },
  payment_claim_rejected: {
    audit: 'Inquiry reported payment not received',
    sentence: (details) => ({
      title:
        typeof details.amountPaise === 'number'
          ? `Reported payment of ${formatRupeesWithPaise(details.amountPaise)} not received`
          : 'Reported payment not received',
      detail: typeof details.reason === 'string' ? details.reason : null,
      tone: 'bad',
    }),
  },
};

/** Whether an audit entry's action on an inquiry is one of its event kinds (so the registry words it). */
export function isInquiryEventKind(action: string): action is InquiryEventKind {
  return Object.hasOwn(INQUIRY_EVENT_REGISTRY, action);
}
