import type { NewQuoteRequestInput } from '#shared/schemas/quote';
import { postQuoteAnswer, useQuoteAnswerMutation } from './quote-answer-call';

/** POST /api/inquiry-status/:token/quote/request: "Ask for a new quote", with what to change. */
export function requestNewQuote(token: string, body: NewQuoteRequestInput) {
  return postQuoteAnswer(token, 'request', body, 'We have asked the team for a new quote.');
}

export function useRequestNewQuote(token: string) {
  return useQuoteAnswerMutation(token, (body: NewQuoteRequestInput) => requestNewQuote(token, body));
}
