/*
 * A customer's status page answers a form posted before its app had started (or without
 * JavaScript) by sending the browser back to the page with the outcome in its address: a code
 * the page words (never the text itself, which a link could otherwise make the page say).
 */

/** The status page's query parameters that carry such an outcome: the server renders with them. */
export const STATUS_PAGE_ANSWER_PARAMS = ['claim', 'quote'] as const;

/**
 * How answering the quote by one of its forms went (`?quote=`): accepting it (accepted, or why
 * not), declining it, or asking for a new one; `busy` (too many answers from the address) is any
 * form's.
 */
export const QUOTE_FORM_ANSWER_CODES = [
  'accepted',
  'invalid',
  'dates-taken',
  'refused',
  'declined',
  'decline-invalid',
  'accepted-already',
  'closed',
  'new-quote-asked',
  'new-quote-invalid',
  'still-open',
  'busy',
] as const;
export type QuoteFormAnswer = (typeof QUOTE_FORM_ANSWER_CODES)[number];

/** An acceptance that found the quote's days booked meanwhile: the server's refusal and the page's words alike. */
export const QUOTE_DATES_TAKEN =
  'Sorry: these dates were booked meanwhile, so this quote can no longer be accepted. We have let the team know, and they will contact you with other dates.';

/** Declining, or asking for a new quote of, an accepted one: the server's refusal and the page's words alike. */
export const QUOTE_ACCEPTED_ALREADY = 'This quote has been accepted, so it can no longer be declined.';

/** Asking for a new quote while this one can still be accepted: the server's refusal and the page's words alike. */
export const QUOTE_STILL_OPEN = 'Your quote can still be accepted: there is no need to ask for a new one.';
