import { useMutation } from '@tanstack/react-query';
import type { Inquiry, InquiryInput } from '#shared/schemas/inquiry';
import { api } from '#web/lib/api-client';

/** The SPEC §3 submission payload; the server ignores celebrityName and uses its own. */
export type InquiryPayload = InquiryInput & { celebrityName: string };

/** POST /api/inquiries with exactly the two toasts of SPEC §8. */
export async function createInquiry(payload: InquiryPayload): Promise<Inquiry> {
  const { data } = await api.post<Inquiry>('/inquiries', payload, {
    successToast: 'Inquiry submitted successfully! We will contact you soon.',
    errorToast: 'Failed to submit inquiry. Please try again.',
  });
  return data;
}

export function useCreateInquiry() {
  return useMutation({ mutationFn: createInquiry });
}
