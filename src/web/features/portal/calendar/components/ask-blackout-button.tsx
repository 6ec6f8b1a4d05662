import { CalendarX2 } from 'lucide-react';
import { useState } from 'react';
import type { BlackoutRequest } from '#shared/schemas/talent';
import { Button } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import { BlackoutRequestForm } from './blackout-request-form';

interface AskBlackoutButtonProps {
  celebrities: readonly { _id: string; name: string }[];
  /** After the request was sent (the dialog has closed). */
  onSent: (request: BlackoutRequest) => void;
}

/** "Ask for a blackout": a dialog with the form, opened afresh each time. */
export function AskBlackoutButton({ celebrities, onSent }: AskBlackoutButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Ask for a blackout"
      description="Days you are unavailable. The agency answers your request; days already booked cannot be asked for."
      trigger={
        <Button className="w-full sm:w-auto" disabled={celebrities.length === 0}>
          <CalendarX2 className="size-4" aria-hidden="true" />
          Ask for a blackout
        </Button>
      }
    >
      <BlackoutRequestForm
        celebrities={celebrities}
        onCancel={() => setOpen(false)}
        onSent={(request) => {
          setOpen(false);
          onSent(request);
        }}
      />
    </Dialog>
  );
}
