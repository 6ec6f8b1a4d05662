import type { QuoteAcceptanceInput } from '#shared/schemas/quote';
import { API_BASE } from '#web/lib/api-client';
import { postQuoteAnswer, useQuoteAnswerMutation } from './quote-answer-call';

/** What the customer reads once they have accepted, word for word: the toast, or the page after its form's post. */
export const QUOTE_ACCEPTED = 'Thank you: you accepted the quote.';

/** The address the acceptance form posts to, by itself before the page's script has started. */
export function quoteAcceptAction(token: string): string {
  return `${API_BASE}/inquiry-status/${encodeURIComponent(token)}/quote/accept`;
}

/** POST /api/inquiry-status/:token/quote/accept: the typed name, the tick and the version read. */
export function acceptQuote(token: string, body: QuoteAcceptanceInput) {
  return postQuoteAnswer(token, 'accept', body, QUOTE_ACCEPTED);
}

export function useAcceptQuote(token: string) {
  return useQuoteAnswerMutation(token, (body: QuoteAcceptanceInput) => acceptQuote(token, body));
}
