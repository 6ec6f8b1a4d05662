import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Quote } from '#shared/schemas/quote-responses';
import { api } from '#web/lib/api-client';

/** An inquiry's quote versions (`GET /api/inquiries/:id/quotes`), the first first. */
export const quoteKeys = {
  all: ['admin', 'quotes'] as const,
  ofInquiry: (inquiryId: string) => ['admin', 'quotes', 'inquiry', inquiryId] as const,
};

export async function getInquiryQuotes(inquiryId: string, signal?: AbortSignal): Promise<Quote[]> {
  const { data } = await api.get<Quote[]>(`/inquiries/${inquiryId}/quotes`, { errorToast: false, signal });
  return data;
}

export function useInquiryQuotes(inquiryId: string) {
  return useQuery(
    queryOptions({
      queryKey: quoteKeys.ofInquiry(inquiryId),
      queryFn: ({ signal }) => getInquiryQuotes(inquiryId, signal),
    }),
  );
}
