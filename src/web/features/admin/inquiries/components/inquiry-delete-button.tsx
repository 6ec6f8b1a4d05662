import { Trash2 } from 'lucide-react';
import type { Inquiry } from '#shared/schemas/inquiry';
import { ConfirmDeleteButton } from '#web/components/ui/confirm-delete-button';
import { useDeleteInquiry } from '../api/delete-inquiry';

interface InquiryDeleteButtonProps {
  inquiry: Pick<Inquiry, '_id' | 'name'>;
  /** After the inquiry was deleted (the focused button is about to go). */
  onDeleted: () => void;
  /** A bin alone (a table row); its name still says whose inquiry goes. */
  iconOnly?: boolean;
}

/** Delete, after SPEC §2's confirmation. */
export function InquiryDeleteButton({ inquiry, onDeleted, iconOnly = false }: InquiryDeleteButtonProps) {
  const remove = useDeleteInquiry();
  return (
    <ConfirmDeleteButton
      question="Are you sure you want to delete this inquiry?"
      onConfirm={() => remove.mutate(inquiry._id, { onSuccess: onDeleted })}
      disabled={remove.isPending}
      aria-label={`Delete ${inquiry.name}'s inquiry`}
    >
      {iconOnly ? <Trash2 className="size-4" aria-hidden="true" /> : undefined}
    </ConfirmDeleteButton>
  );
}
