import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreditNoteInput } from '#shared/schemas/billing';
import type { Invoice } from '#shared/schemas/billing-responses';
import { api } from '#web/lib/api-client';
import { refreshBooking } from './refresh-booking';

/** GET /api/bookings/:id/invoice: its tax invoice with the credit notes against it, or null. */
export async function getBookingInvoice(bookingId: string, signal?: AbortSignal): Promise<Invoice | null> {
  const { data } = await api.get<Invoice | null>(`/bookings/${bookingId}/invoice`, { errorToast: false, signal });
  return data;
}

export function useBookingInvoice(bookingId: string) {
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'bookings', bookingId, 'invoice'] as const,
      queryFn: ({ signal }) => getBookingInvoice(bookingId, signal),
    }),
  );
}

/** POST /api/bookings/:id/invoice: the tax invoice, numbered, e-mailed to the customer. */
export async function issueInvoice(bookingId: string): Promise<Invoice> {
  const { data } = await api.post<Invoice>(`/bookings/${bookingId}/invoice`, undefined, { successToast: false });
  return data;
}

export function useIssueInvoice() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: issueInvoice, onSuccess: () => refreshBooking(queryClient) });
}

/** POST /api/invoices/:id/credit-notes (admins). */
export async function issueCreditNote({ invoiceId, input }: { invoiceId: string; input: CreditNoteInput }) {
  const { data } = await api.post<{ number: string }>(`/invoices/${invoiceId}/credit-notes`, input, {
    successToast: false,
  });
  return data;
}

export function useIssueCreditNote() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: issueCreditNote, onSuccess: () => refreshBooking(queryClient) });
}
