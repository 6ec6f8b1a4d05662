import type { ReactNode } from 'react';
import { Button } from '#web/components/ui/button';
import { FormAlert } from '#web/components/ui/form-alert';
import { Spinner } from '#web/components/ui/spinner';

export interface DialogFormActionsProps {
  onCancel: () => void;
  busy: boolean;
  /** The submit button's words and icon, and its words while the server works. */
  label: string;
  busyLabel: string;
  icon: ReactNode;
  /** The button that leaves without acting: "Cancel", or a name of its own ("Keep booking"). */
  cancelLabel?: string;
  /** `danger`: the submit button does what cannot be undone, coloured as such. */
  tone?: 'plain' | 'danger';
  /** The server's refusal that names no field (`errors.root?.server?.message`), shown above the buttons. */
  serverError?: string;
}

/**
 * A dialog form's foot: the server's refusal that belongs to no field, then Cancel and the submit
 * button with a spinner while it is sent.
 */
export function DialogFormActions({
  onCancel,
  busy,
  label,
  busyLabel,
  icon,
  cancelLabel = 'Cancel',
  tone = 'plain',
  serverError,
}: DialogFormActionsProps) {
  return (
    <>
      <FormAlert message={serverError} className="mt-5" />
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button type="submit" variant={tone === 'danger' ? 'danger' : 'primary'} disabled={busy}>
          {busy ? <Spinner className="size-4" /> : icon}
          {busy ? busyLabel : label}
        </Button>
      </div>
    </>
  );
}
