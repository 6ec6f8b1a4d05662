import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DESK_MESSAGES } from '#shared/messages';
import type { Inquiry } from '#shared/schemas/inquiry';
import { api } from '#web/lib/api-client';
import { invalidateInquiryCaches } from '#web/lib/queries/inquiries';

export interface QuoteInquiryVariables {
  id: string;
  /** Whole rupees, or null to clear the quote. */
  quotedAmount: number | null;
}

/** PUT /api/inquiries/:id/quote: the amount quoted to the customer. */
export async function quoteInquiry({ id, quotedAmount }: QuoteInquiryVariables): Promise<Inquiry> {
  const { data } = await api.put<Inquiry>(
    `/inquiries/${id}/quote`,
    { quotedAmount },
    { successToast: DESK_MESSAGES.quoteSaved, errorToast: DESK_MESSAGES.quoteFailed },
  );
  return data;
}

export function useQuoteInquiry() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: quoteInquiry, onSettled: () => invalidateInquiryCaches(queryClient) });
}
