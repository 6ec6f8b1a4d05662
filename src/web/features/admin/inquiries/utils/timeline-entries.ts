import type { EventTone } from '#shared/event-kinds/event-sentence';
import { INQUIRY_EVENT_REGISTRY } from '#shared/event-kinds/inquiry-events';
import { formatIndianTime } from '#shared/format';
import type { InquiryActivity } from '#shared/schemas/inquiry';
import { EMAIL_KIND_LABELS } from '#shared/event-kinds/email-kinds';
import { EMAIL_STATE_LABELS } from '#web/lib/email-labels';

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
  tone: EventTone;
}

/** An entry of the timeline in the words the registry gives its kind (src/shared/event-kinds). */
function eventEntry(event: InquiryActivity['timeline'][number], index: number): TimelineEntry | null {
  const entry = INQUIRY_EVENT_REGISTRY[event.kind];
  // An e-mail sent or failed is the e-mail's own line, with its current delivery state (emailEntry).
  if (!entry.sentence) return null;
  return {
    key: `event-${index}`,
    at: event.at,
    by: entry.bySystem ? null : event.actorName,
    ...entry.sentence(event.details),
  };
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
