import type { NewQuoteRequestInput } from '#shared/schemas/quote';
import { API_BASE } from '#web/lib/api-client';
import { postQuoteAnswer, useQuoteAnswerMutation } from './quote-answer-call';

/** What the customer reads once they have asked, word for word: the toast, or the page after its form's post. */
export const NEW_QUOTE_ASKED = 'We have asked the team for a new quote.';

/** The address the new-quote form posts to, by itself before the page's script has started. */
export function newQuoteRequestAction(token: string): string {
  return `${API_BASE}/inquiry-status/${encodeURIComponent(token)}/quote/request`;
}

/** POST /api/inquiry-status/:token/quote/request: "Ask for a new quote", with what to change. */
export function requestNewQuote(token: string, body: NewQuoteRequestInput) {
  return postQuoteAnswer(token, 'request', body, NEW_QUOTE_ASKED);
}

export function useRequestNewQuote(token: string) {
  return useQuoteAnswerMutation(token, (body: NewQuoteRequestInput) => requestNewQuote(token, body));
}
