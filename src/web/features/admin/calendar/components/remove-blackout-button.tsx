import { Trash2 } from 'lucide-react';
import type { CalendarEntry } from '#shared/schemas/calendar-responses';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { Spinner } from '#web/components/ui/spinner';
import { useRemoveBlackout } from '../api/remove-blackout';

interface RemoveBlackoutButtonProps {
  blackout: CalendarEntry;
  /** After the server removed it. */
  onRemoved: () => void;
}

/** "Remove" on a blackout's details, which asks first; its days are free again once removed. */
export function RemoveBlackoutButton({ blackout, onRemoved }: RemoveBlackoutButtonProps) {
  const remove = useRemoveBlackout();
  return (
    <ConfirmDialog
      question={`Remove this blackout of ${blackout.celebrity.name}? Its days become free for holds and bookings again.`}
      confirmLabel="Remove"
      onConfirm={() => remove.mutate(blackout._id, { onSuccess: onRemoved })}
      trigger={
        <Button
          variant="outline"
          disabled={remove.isPending}
          className="border-red-200 text-red-700 hover:border-red-300 hover:bg-red-50"
        >
          {remove.isPending ? <Spinner className="size-4" /> : <Trash2 className="size-4" aria-hidden="true" />}
          {remove.isPending ? 'Removing...' : 'Remove'}
        </Button>
      }
    />
  );
}
