import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InquiryStatusView } from '#shared/schemas/inquiry';
import { api } from '#web/lib/api-client';
import { inquiryStatusKeys } from '#web/lib/queries/inquiry-status';

/** What the customer's answers share: the call, then the page redrawn from the view it returns. */
export type QuoteAnswer = 'accept' | 'decline' | 'request';

export async function postQuoteAnswer(
  token: string,
  answer: QuoteAnswer,
  body: unknown,
  successToast: string,
): Promise<InquiryStatusView> {
  const { data } = await api.post<InquiryStatusView>(
    `/inquiry-status/${encodeURIComponent(token)}/quote/${answer}`,
    body,
    { successToast },
  );
  return data;
}

/** A mutation whose answer replaces the page's view: the quote shows its new state at once. */
export function useQuoteAnswerMutation<Body>(token: string, call: (body: Body) => Promise<InquiryStatusView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (view) => queryClient.setQueryData(inquiryStatusKeys.detail(token), view),
  });
}
