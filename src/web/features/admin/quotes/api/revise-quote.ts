import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Quote } from '#shared/schemas/quote-responses';
import { api } from '#web/lib/api-client';
import { invalidateInquiryCaches } from '#web/lib/queries/inquiries';
import { quoteKeys } from './inquiry-quotes';

/** POST /api/quotes/:id/revise: the next version, a draft; the sent one superseded. */
export async function reviseQuote(quoteId: string): Promise<Quote> {
  const { data } = await api.post<Quote>(`/quotes/${quoteId}/revise`, undefined, {
    successToast: 'Revision drafted',
  });
  return data;
}

export function useReviseQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviseQuote,
    onSuccess: async (quote) => {
      await queryClient.invalidateQueries({ queryKey: quoteKeys.ofInquiry(quote.inquiryId) });
      await invalidateInquiryCaches(queryClient);
    },
  });
}
