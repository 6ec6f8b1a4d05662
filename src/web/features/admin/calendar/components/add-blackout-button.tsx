import { CalendarX2 } from 'lucide-react';
import { useState } from 'react';
import type { CalendarEntry } from '#shared/schemas/calendar-responses';
import { Button } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import { AddBlackoutForm } from './add-blackout-form';

interface AddBlackoutButtonProps {
  /** The celebrity whose calendar is shown, chosen in the form at first. */
  celebrity: string | undefined;
  celebrityName: string | undefined;
  /** After the server added one (the dialog has closed). */
  onAdded: (blackout: CalendarEntry) => void;
}

/** "Add blackout": a dialog with the form, opened afresh each time. */
export function AddBlackoutButton({ celebrity, celebrityName, onAdded }: AddBlackoutButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Add blackout"
      description="Days the celebrity is unavailable: nothing can be held or booked on them."
      trigger={
        <Button className="self-start sm:self-auto">
          <CalendarX2 className="size-4" aria-hidden="true" />
          Add blackout
        </Button>
      }
    >
      <AddBlackoutForm
        celebrity={celebrity}
        celebrityName={celebrityName}
        onCancel={() => setOpen(false)}
        onAdded={(blackout) => {
          setOpen(false);
          onAdded(blackout);
        }}
      />
    </Dialog>
  );
}
