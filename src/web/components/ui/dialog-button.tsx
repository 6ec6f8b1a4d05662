import { type ReactNode, Suspense } from 'react';
import { lazyWithPreload } from '#web/lib/lazy-with-preload';
import { Button, type ButtonVariant } from './button';
import type { DialogProps } from './dialog';
import { useDialogOnIntent } from './dialog-on-intent';
import { ListLoading } from './list-states';

// Radix's dialog (12 KB sent) is fetched on the first sign of intent, not with the screen: an
// inquiry's page draws a dozen of these buttons and seldom opens one (decision 0053).
const LazyDialog = lazyWithPreload<DialogProps>(() =>
  import('./dialog').then((module) => ({ default: module.Dialog })),
);

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

/**
 * A button that opens a dialog with a form, drawn afresh each time it opens. The dialog's code
 * and the form's are fetched on the first sign of intent (`useDialogOnIntent`); a tap before they
 * are here opens the dialog when they are.
 */
export function DialogButton({ label, variant = 'outline', title, description, children, preload }: DialogButtonProps) {
  const dialog = useDialogOnIntent(() => Promise.all([LazyDialog.preload(), preload?.()]));
  const close = () => dialog.setOpen(false);
  return (
    <>
      <Button variant={variant} {...dialog.triggerProps}>
        {label}
      </Button>
      {dialog.wanted && (
        <Suspense fallback={null}>
          <LazyDialog
            open={dialog.open}
            onOpenChange={dialog.setOpen}
            returnFocus={dialog.triggerRef}
            title={title}
            description={description}
          >
            <Suspense fallback={<ListLoading label="Loading..." />}>{dialog.open && children(close)}</Suspense>
          </LazyDialog>
        </Suspense>
      )}
    </>
  );
}
