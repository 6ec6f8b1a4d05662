import type { QuoteDeclineInput } from '#shared/schemas/quote';
import { API_BASE } from '#web/lib/api-client';
import { postQuoteAnswer, useQuoteAnswerMutation } from './quote-answer-call';

/** What the customer reads once they have declined, word for word: the toast, or the page after its form's post. */
export const QUOTE_DECLINED = 'You declined the quote. We have let the team know.';

/** The address the decline form posts to, by itself before the page's script has started. */
export function quoteDeclineAction(token: string): string {
  return `${API_BASE}/inquiry-status/${encodeURIComponent(token)}/quote/decline`;
}

/** POST /api/inquiry-status/:token/quote/decline, with a reason if one is given. */
export function declineQuote(token: string, body: QuoteDeclineInput) {
  return postQuoteAnswer(token, 'decline', body, QUOTE_DECLINED);
}

export function useDeclineQuote(token: string) {
  return useQuoteAnswerMutation(token, (body: QuoteDeclineInput) => declineQuote(token, body));
}
