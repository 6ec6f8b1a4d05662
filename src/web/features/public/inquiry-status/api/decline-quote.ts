import type { QuoteDeclineInput } from '#shared/schemas/quote';
import { postQuoteAnswer, useQuoteAnswerMutation } from './quote-answer-call';

/** POST /api/inquiry-status/:token/quote/decline, with a reason if one is given. */
export function declineQuote(token: string, body: QuoteDeclineInput) {
  return postQuoteAnswer(token, 'decline', body, 'You declined the quote. We have let the team know.');
}

export function useDeclineQuote(token: string) {
  return useQuoteAnswerMutation(token, (body: QuoteDeclineInput) => declineQuote(token, body));
}
