import { type ReactNode, Suspense, useState } from 'react';
import { Button, type ButtonVariant } from './button';
import { Dialog } from './dialog';
import { ListLoading } from './list-states';

interface DialogButtonProps {
  /** The button's content: an icon and its words. */
  label: ReactNode;
  variant?: ButtonVariant;
  /** The dialog's heading (its accessible name) and what it is for. */
  title: string;
  description?: ReactNode;
  /** The dialog's body, given a way to close it (after a save, or on Cancel). */
  children: (close: () => void) => ReactNode;
  /**
   * Fetches the body's code when the body is a `lazy` form (a chunk of its own, kept out of the
   * screen's first load: decision 0048): called on the first sign of intent (pointer down,
   * focus), so the dialog seldom waits for it.
   */
  preload?: () => Promise<unknown>;
}

/** A button that opens a dialog with a form, drawn afresh each time it opens. */
export function DialogButton({ label, variant = 'outline', title, description, children, preload }: DialogButtonProps) {
  const [open, setOpen] = useState(false);
  // A failed fetch is tried again by the lazy form when it mounts.
  const showIntent = preload && (() => void preload().catch(() => undefined));
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={title}
      description={description}
      trigger={
        <Button variant={variant} onPointerDown={showIntent} onFocus={showIntent}>
          {label}
        </Button>
      }
    >
      <Suspense fallback={<ListLoading label="Loading..." />}>{open && children(() => setOpen(false))}</Suspense>
    </Dialog>
  );
}
