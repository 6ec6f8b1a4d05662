import { QUOTE_ACCEPT_FORM_ANSWERS, QUOTE_DATES_TAKEN, type QuoteAcceptFormAnswer } from '#shared/status-page-answers';
import { QUOTE_ACCEPTED } from './api/accept-quote';

/** What accepting the quote by the form came to (the server's redirect says `?quote=`), in the customer's words. */
export const QUOTE_FORM_ANSWERS: Record<QuoteAcceptFormAnswer, { text: string; good: boolean }> = {
  accepted: { text: QUOTE_ACCEPTED, good: true },
  invalid: {
    text: 'Your full name or the tick was missing or not right. Please check them and accept the quote again.',
    good: false,
  },
  'dates-taken': { text: QUOTE_DATES_TAKEN, good: false },
  refused: { text: 'This quote can no longer be accepted: the quote below says why.', good: false },
  busy: { text: 'Too many tries from your connection. Please wait a few minutes and try again.', good: false },
};

/** The answer named in the page's address, if it is one we give. */
export function quoteFormAnswerOf(search: string): QuoteAcceptFormAnswer | null {
  const value = new URLSearchParams(search).get('quote');
  return QUOTE_ACCEPT_FORM_ANSWERS.find((answer) => answer === value) ?? null;
}
