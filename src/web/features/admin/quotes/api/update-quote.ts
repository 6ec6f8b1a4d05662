import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuoteInput } from '#shared/schemas/quote';
import type { Quote } from '#shared/schemas/quote-responses';
import { ApiError, api } from '#web/lib/api-client';
import { invalidateInquiryCaches } from '#web/lib/queries/inquiries';
import { quoteKeys } from './inquiry-quotes';

export interface UpdateQuoteVariables {
  /** The draft being changed, for its id and its inquiry's id. */
  quote: Pick<Quote, '_id' | 'inquiryId'>;
  input: QuoteInput;
}

/** PUT /api/quotes/:id: the draft as a whole, its GST worked out again by the server; refused (409) once sent. */
export async function updateQuote({ quote, input }: UpdateQuoteVariables): Promise<Quote> {
  const { data } = await api.put<Quote>(`/quotes/${quote._id}`, input, { successToast: 'Quote updated' });
  return data;
}

export function useUpdateQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateQuote,
    onSuccess: async (quote) => {
      await queryClient.invalidateQueries({ queryKey: quoteKeys.ofInquiry(quote.inquiryId) });
      await invalidateInquiryCaches(queryClient);
    },
    onError: async (error, { quote }) => {
      // Sent (or revised) meanwhile, elsewhere: the panel shows the versions as they are now.
      if (error instanceof ApiError && error.status === 409) {
        await queryClient.invalidateQueries({ queryKey: quoteKeys.ofInquiry(quote.inquiryId) });
      }
    },
  });
}
