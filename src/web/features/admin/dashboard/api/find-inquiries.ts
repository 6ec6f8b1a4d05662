import { useQuery } from '@tanstack/react-query';
import type { Inquiry } from '#shared/schemas/inquiry';
import { api } from '#web/lib/api-client';

/** How many inquiries the quick actions' finder shows. */
export const FOUND_INQUIRIES = 6;

/**
 * GET /api/inquiries?kind=booking&q=: the booking inquiries matching what staff typed (the
 * newest first; the latest ones while nothing is typed), for the quick actions' finder.
 */
async function findInquiries(q: string, signal?: AbortSignal): Promise<Inquiry[]> {
  const { data } = await api.get<Inquiry[]>('/inquiries', {
    params: { kind: 'booking', q: q.trim() || undefined, limit: FOUND_INQUIRIES },
    errorToast: false,
    signal,
  });
  return data;
}

export function useFoundInquiries(q: string, enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'dashboard', 'find-inquiries', q.trim()],
    queryFn: ({ signal }) => findInquiries(q, signal),
    enabled,
    staleTime: 0,
  });
}
