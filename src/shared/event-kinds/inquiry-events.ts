import type { InquiryEventKind, InquiryStatus } from '#shared/constants/inquiries';
import {
  type InquiryEventKindEntries,
  type InquiryEventKindEntry,
  rupeesOrNone,
  said,
} from '#shared/event-kinds/event-sentence';
import { MONEY_EVENTS } from '#shared/event-kinds/money-events';
import { QUOTE_EVENTS } from '#shared/event-kinds/quote-events';
import { INQUIRY_STATUS_LABELS } from '#shared/event-kinds/inquiry-statuses';

/**
 * The registry of an inquiry's event kinds (decision 0030): one entry per kind of timeline entry
 * (`inquiry_events.kind`, which is also the action of its audit entry), giving its words
 * everywhere, in three parts: the desk's kinds here, the quotes' (quote-events.ts) and the money's
 * (money-events.ts). The web's timeline and the audit log read it; event-kinds.test.ts fails when a
 * kind the database allows has no entry.
 */

function statusWord(value: unknown): string {
  return typeof value === 'string' && Object.hasOwn(INQUIRY_STATUS_LABELS, value)
    ? INQUIRY_STATUS_LABELS[value as InquiryStatus]
    : String(value);
}

const DESK_EVENTS = {
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
} satisfies InquiryEventKindEntries;

export const INQUIRY_EVENT_REGISTRY: Record<InquiryEventKind, InquiryEventKindEntry> = {
  ...DESK_EVENTS,
  ...QUOTE_EVENTS,
  ...MONEY_EVENTS,
};

/** Whether an audit entry's action on an inquiry is one of its event kinds (so the registry words it). */
export function isInquiryEventKind(action: string): action is InquiryEventKind {
  return Object.hasOwn(INQUIRY_EVENT_REGISTRY, action);
}
