import { type ReactNode, useState } from 'react';
import { Button, type ButtonVariant } from './button';
import { Dialog } from './dialog';

interface DialogButtonProps {
  /** The button's content: an icon and its words. */
  label: ReactNode;
  variant?: ButtonVariant;
  /** The dialog's heading (its accessible name) and what it is for. */
  title: string;
  description?: ReactNode;
  /** The dialog's body, given a way to close it (after a save, or on Cancel). */
  children: (close: () => void) => ReactNode;
}

/** A button that opens a dialog with a form, drawn afresh each time it opens. */
export function DialogButton({ label, variant = 'outline', title, description, children }: DialogButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={title}
      description={description}
      trigger={<Button variant={variant}>{label}</Button>}
    >
      {open && children(() => setOpen(false))}
    </Dialog>
  );
}
