import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InquiryStatus } from '#shared/constants/inquiries';
import type { Inquiry } from '#shared/schemas/inquiry';
import { api } from '#web/lib/api-client';
import { invalidateInquiryCaches } from '#web/lib/queries/inquiries';

export interface UpdateInquiryStatusVariables {
  id: string;
  status: InquiryStatus;
  /** "E-mail the customer": only with confirmed or rejected. */
  notifyCustomer?: boolean | undefined;
}

/** PUT /api/inquiries/:id/status with the two texts of SPEC §8. */
export async function updateInquiryStatus({
  id,
  status,
  notifyCustomer,
}: UpdateInquiryStatusVariables): Promise<Inquiry> {
  const { data } = await api.put<Inquiry>(
    `/inquiries/${id}/status`,
    notifyCustomer ? { status, notifyCustomer } : { status },
    { successToast: 'Inquiry status updated successfully!', errorToast: 'Failed to update inquiry status' },
  );
  return data;
}

/** Any of the four statuses at any time (SPEC §4); the list then reloads (SPEC §7). */
export function useUpdateInquiryStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInquiryStatus,
    onSettled: () => invalidateInquiryCaches(queryClient),
  });
}
