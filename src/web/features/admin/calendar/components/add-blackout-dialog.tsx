import type { RefObject } from 'react';
import type { CalendarEntry } from '#shared/schemas/calendar-responses';
import { Dialog } from '#web/components/ui/dialog';
import { AddBlackoutForm } from './add-blackout-form';

interface AddBlackoutDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The "Add blackout" button, which lives outside this chunk. */
  returnFocus: RefObject<HTMLElement | null>;
  celebrity: string | undefined;
  celebrityName: string | undefined;
  onAdded: (blackout: CalendarEntry) => void;
}

/**
 * The "Add blackout" dialog with its form: a chunk of its own (the form library, zod and the
 * dialog), which the calendar fetches when staff reach for the button (decision 0048).
 */
export function AddBlackoutDialog({
  open,
  onOpenChange,
  returnFocus,
  celebrity,
  celebrityName,
  onAdded,
}: AddBlackoutDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
      title="Add blackout"
      description="Days the celebrity is unavailable: nothing can be held or booked on them."
    >
      <AddBlackoutForm
        celebrity={celebrity}
        celebrityName={celebrityName}
        onCancel={() => onOpenChange(false)}
        onAdded={(blackout) => {
          onOpenChange(false);
          onAdded(blackout);
        }}
      />
    </Dialog>
  );
}
