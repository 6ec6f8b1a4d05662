import type { QuoteAcceptanceInput } from '#shared/schemas/quote';
import { postQuoteAnswer, useQuoteAnswerMutation } from './quote-answer-call';

/** POST /api/inquiry-status/:token/quote/accept: the typed name, the tick and the version read. */
export function acceptQuote(token: string, body: QuoteAcceptanceInput) {
  return postQuoteAnswer(token, 'accept', body, 'Thank you: you accepted the quote.');
}

export function useAcceptQuote(token: string) {
  return useQuoteAnswerMutation(token, (body: QuoteAcceptanceInput) => acceptQuote(token, body));
}
