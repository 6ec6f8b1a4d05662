import { Trash2 } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
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
    <ConfirmDialog
      question="Are you sure you want to delete this celebrity?"
      onConfirm={() => mutate(celebrity._id, { onSuccess: onDeleted })}
      trigger={
        <Button
          variant="outline"
          size="sm"
          disabled={isPending}
          className="w-full border-red-200 text-red-700 hover:border-red-300 hover:bg-red-50"
        >
          {isPending ? <Spinner className="size-4" /> : <Trash2 className="size-4" aria-hidden="true" />}
          {isPending ? 'Deleting...' : 'Delete'}
          <span className="sr-only"> {celebrity.name}</span>
        </Button>
      }
    />
  );
}
