/*
 * A customer's status page answers a form posted before its app had started (or without
 * JavaScript) by sending the browser back to the page with the outcome in its address: a code
 * the page words (never the text itself, which a link could otherwise make the page say).
 */

/** The status page's query parameters that carry such an outcome: the server renders with them. */
export const STATUS_PAGE_ANSWER_PARAMS = ['claim', 'quote'] as const;

/** How accepting the quote by the form went (`?quote=`): accepted, or why not. */
export const QUOTE_ACCEPT_FORM_ANSWERS = ['accepted', 'invalid', 'dates-taken', 'refused', 'busy'] as const;
export type QuoteAcceptFormAnswer = (typeof QUOTE_ACCEPT_FORM_ANSWERS)[number];

/** An acceptance that found the quote's days booked meanwhile: the server's refusal and the page's words alike. */
export const QUOTE_DATES_TAKEN =
  'Sorry: these dates were booked meanwhile, so this quote can no longer be accepted. We have let the team know, and they will contact you with other dates.';
