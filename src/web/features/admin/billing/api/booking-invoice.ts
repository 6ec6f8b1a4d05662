import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreditNoteInput } from '#shared/schemas/billing';
import type { Invoice } from '#shared/schemas/billing-responses';
import { api } from '#web/lib/api-client';
import { refreshBooking } from '#web/lib/queries/bookings';

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
