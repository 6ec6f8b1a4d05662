import { CalendarX2 } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import type { CalendarEntry } from '#shared/schemas/calendar-responses';
import { Button } from '#web/components/ui/button';

const loadDialog = () => import('./add-blackout-dialog');
const AddBlackoutDialog = lazy(async () => ({ default: (await loadDialog()).AddBlackoutDialog }));

interface AddBlackoutButtonProps {
  /** The celebrity whose calendar is shown, chosen in the form at first. */
  celebrity: string | undefined;
  celebrityName: string | undefined;
  /** After the server added one (the dialog has closed). */
  onAdded: (blackout: CalendarEntry) => void;
}

/**
 * "Add blackout": a dialog with the form, opened afresh each time. The dialog and its form are
 * fetched on the first sign of intent (pointer down, focus), not with the calendar: the form
 * library and zod would be a fifth of the calendar's first load on a phone (decision 0048).
 */
export function AddBlackoutButton({ celebrity, celebrityName, onAdded }: AddBlackoutButtonProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const showIntent = () => {
    setWanted(true);
    // A failed fetch is tried again by the lazy component when it mounts.
    loadDialog().catch(() => undefined);
  };
  return (
    <>
      <Button
        ref={buttonRef}
        className="self-start sm:self-auto"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerDown={showIntent}
        onFocus={showIntent}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <CalendarX2 className="size-4" aria-hidden="true" />
        Add blackout
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <AddBlackoutDialog
            open={open}
            onOpenChange={setOpen}
            returnFocus={buttonRef}
            celebrity={celebrity}
            celebrityName={celebrityName}
            onAdded={onAdded}
          />
        </Suspense>
      )}
    </>
  );
}
