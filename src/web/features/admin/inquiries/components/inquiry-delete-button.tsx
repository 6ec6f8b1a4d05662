import type { Inquiry } from '#shared/schemas/inquiry';
import { ConfirmDeleteButton } from '#web/components/ui/confirm-delete-button';
import { useDeleteInquiry } from '../api/delete-inquiry';

interface InquiryDeleteButtonProps {
  inquiry: Pick<Inquiry, '_id' | 'name'>;
  /** After the inquiry was deleted (the focused button is about to go). */
  onDeleted: () => void;
}

/** Delete on the inquiry's page, after SPEC §2's confirmation (the lists have it in a row's menu). */
export function InquiryDeleteButton({ inquiry, onDeleted }: InquiryDeleteButtonProps) {
  const remove = useDeleteInquiry();
  return (
    <ConfirmDeleteButton
      question="Are you sure you want to delete this inquiry?"
      onConfirm={() => remove.mutate(inquiry._id, { onSuccess: onDeleted })}
      disabled={remove.isPending}
      aria-label={`Delete ${inquiry.name}'s inquiry`}
    />
  );
}
