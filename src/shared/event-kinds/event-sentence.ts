import type { InquiryEventKind } from '#shared/constants/inquiries';
import { formatPrice } from '#shared/format';

/*
 * The parts every entry of the inquiry events' registry (inquiry-events.ts) is made of: what a
 * timeline line is in words, and the helpers that word one.
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

/** A part of the registry: the entries of one area's kinds (quotes, money). */
export type InquiryEventKindEntries = Partial<Record<InquiryEventKind, InquiryEventKindEntry>>;

export function rupeesOrNone(value: unknown): string | null {
  return typeof value === 'number' ? formatPrice(value) : null;
}

/** A sentence with no second line. */
export function said(title: string, tone: EventTone = 'neutral'): EventSentence {
  return { title, detail: null, tone };
}

/** "Quote Q-1 sent" when the entry names its document's number, else "Quote sent". */
export function numbered(details: EventDetails, named: (number: string) => string, unnamed: string): string {
  return typeof details.number === 'string' ? named(details.number) : unnamed;
}
