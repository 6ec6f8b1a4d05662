import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuoteInput } from '#shared/schemas/quote';
import type { Quote } from '#shared/schemas/quote-responses';
import { api } from '#web/lib/api-client';
import { invalidateInquiryCaches } from '#web/lib/queries/inquiries';
import { quoteKeys } from './inquiry-quotes';

export interface CreateQuoteVariables {
  inquiryId: string;
  input: QuoteInput;
}

/** POST /api/inquiries/:id/quotes: the draft with its GST worked out by the server. */
export async function createQuote({ inquiryId, input }: CreateQuoteVariables): Promise<Quote> {
  const { data } = await api.post<Quote>(`/inquiries/${inquiryId}/quotes`, input, { successToast: 'Quote drafted' });
  return data;
}

export function useCreateQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQuote,
    onSuccess: async (quote) => {
      await queryClient.invalidateQueries({ queryKey: quoteKeys.ofInquiry(quote.inquiryId) });
      await invalidateInquiryCaches(queryClient);
    },
  });
}
