import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Quote } from '#shared/schemas/quote-responses';
import { api } from '#web/lib/api-client';
import { invalidateInquiryCaches } from '#web/lib/queries/inquiries';
import { quoteKeys } from './inquiry-quotes';

/** POST /api/quotes/:id/send: the quote numbered and read-only from now on. */
export async function sendQuote(quoteId: string): Promise<Quote> {
  const { data } = await api.post<Quote>(`/quotes/${quoteId}/send`, undefined, {
    successToast: 'Quote sent',
  });
  return data;
}

export function useSendQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendQuote,
    onSuccess: async (quote) => {
      await queryClient.invalidateQueries({ queryKey: quoteKeys.ofInquiry(quote.inquiryId) });
      await invalidateInquiryCaches(queryClient);
    },
  });
}
