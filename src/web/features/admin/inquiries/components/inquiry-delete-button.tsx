import { MESSAGES } from '#shared/messages';
import type { Inquiry } from '#shared/schemas/inquiry';
import { ConfirmDeleteButton } from '#web/components/ui/confirm-delete-button';
import { useDeleteInquiry } from '../api/delete-inquiry';

interface InquiryDeleteButtonProps {
  inquiry: Pick<Inquiry, '_id' | 'name' | 'hasBooking'>;
  /** After the inquiry was deleted (the focused button is about to go). */
  onDeleted: () => void;
}

/**
 * Delete on the inquiry's page, after SPEC §2's confirmation (the lists have it in a row's menu).
 * An inquiry with a booking cannot be deleted: instead of a button that would fail, why.
 */
export function InquiryDeleteButton({ inquiry, onDeleted }: InquiryDeleteButtonProps) {
  const remove = useDeleteInquiry();
  if (inquiry.hasBooking) return <p className="text-sm text-slate-600">{MESSAGES.inquiryHasBookings}.</p>;
  return (
    <ConfirmDeleteButton
      question="Are you sure you want to delete this inquiry?"
      onConfirm={() => remove.mutate(inquiry._id, { onSuccess: onDeleted })}
      disabled={remove.isPending}
      aria-label={`Delete ${inquiry.name}'s inquiry`}
    />
  );
}
