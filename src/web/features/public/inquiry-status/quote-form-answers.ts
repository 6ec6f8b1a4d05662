import {
  QUOTE_ACCEPTED_ALREADY,
  QUOTE_DATES_TAKEN,
  QUOTE_FORM_ANSWER_CODES,
  QUOTE_STILL_OPEN,
  type QuoteFormAnswer,
} from '#shared/status-page-answers';
import { QUOTE_ACCEPTED } from './api/accept-quote';
import { QUOTE_DECLINED } from './api/decline-quote';
import { NEW_QUOTE_ASKED } from './api/request-new-quote';

/** What answering the quote by one of its forms came to (the server's redirect says `?quote=`), in the customer's words. */
export const QUOTE_FORM_ANSWERS: Record<QuoteFormAnswer, { text: string; good: boolean }> = {
  accepted: { text: QUOTE_ACCEPTED, good: true },
  invalid: {
    text: 'Your full name or the tick was missing or not right. Please check them and accept the quote again.',
    good: false,
  },
  'dates-taken': { text: QUOTE_DATES_TAKEN, good: false },
  refused: { text: 'This quote can no longer be accepted: the quote below says why.', good: false },
  declined: { text: QUOTE_DECLINED, good: true },
  'decline-invalid': {
    text: 'Your reason could not be sent as it was. Please check it and decline the quote again.',
    good: false,
  },
  'accepted-already': { text: QUOTE_ACCEPTED_ALREADY, good: false },
  closed: { text: 'This quote can no longer be answered: the quote below says why.', good: false },
  'new-quote-asked': { text: NEW_QUOTE_ASKED, good: true },
  'new-quote-invalid': {
    text: 'What you wrote could not be sent as it was. Please check it and ask for a new quote again.',
    good: false,
  },
  'still-open': { text: QUOTE_STILL_OPEN, good: false },
  busy: { text: 'Too many tries from your connection. Please wait a few minutes and try again.', good: false },
};

/** The answer named in the page's address, if it is one we give. */
export function quoteFormAnswerOf(search: string): QuoteFormAnswer | null {
  const value = new URLSearchParams(search).get('quote');
  return QUOTE_FORM_ANSWER_CODES.find((answer) => answer === value) ?? null;
}
