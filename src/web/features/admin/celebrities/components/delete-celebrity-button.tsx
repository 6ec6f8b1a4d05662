import { Trash2 } from 'lucide-react';
import { ConfirmDeleteButton } from '#web/components/ui/confirm-delete-button';
import { Spinner } from '#web/components/ui/spinner';
import { useDeleteCelebrity } from '../api/delete-celebrity';

interface DeleteCelebrityButtonProps {
  celebrity: { _id: string; name: string };
  /** After the delete succeeded and the list reloaded (the card is gone). */
  onDeleted: () => void;
}

/** Delete, after the SPEC §5 confirmation; busy on this card only while it runs. */
export function DeleteCelebrityButton({ celebrity, onDeleted }: DeleteCelebrityButtonProps) {
  const { mutate, isPending } = useDeleteCelebrity();
  return (
    <ConfirmDeleteButton
      question="Are you sure you want to delete this celebrity?"
      onConfirm={() => mutate(celebrity._id, { onSuccess: onDeleted })}
      disabled={isPending}
      className="w-full"
    >
      {isPending ? <Spinner className="size-4" /> : <Trash2 className="size-4" aria-hidden="true" />}
      {isPending ? 'Deleting...' : 'Delete'}
      <span className="sr-only"> {celebrity.name}</span>
    </ConfirmDeleteButton>
  );
}
