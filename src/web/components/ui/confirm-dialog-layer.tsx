import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { RefObject } from 'react';
import { buttonClasses } from './button';
import { usePageBehindDialog } from './page-behind-dialog';

export interface ConfirmDialogLayerProps {
  /** Whether it is open, and where focus goes back to when it closes (the button that opened it). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
  /** The question, word for word from SPEC §5 (for example "Are you sure you want to delete this inquiry?"). */
  question: string;
  /** The label of the confirming button. */
  confirmLabel?: string;
  /** Runs when the user confirms; the dialog closes at once. */
  onConfirm: () => void;
  /** `danger` (the default) for what cannot be undone; `plain` for an ordinary action. */
  tone?: 'danger' | 'plain';
}

/**
 * An accessible confirmation (Radix AlertDialog): focus is trapped, Escape or Cancel closes it
 * without acting, and Cancel has the initial focus so a stray Enter never deletes anything.
 * Radix's code is a chunk of its own, drawn by `ConfirmDialog` from the first sign of intent
 * (decision 0053), or imported at once by code that is itself fetched on intent (a row's menu).
 */
export function ConfirmDialogLayer({
  question,
  confirmLabel = 'Delete',
  onConfirm,
  tone = 'danger',
  open,
  onOpenChange,
  returnFocusTo,
}: ConfirmDialogLayerProps) {
  usePageBehindDialog(open);
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-layer fixed inset-0 z-50 bg-brand-950/60 backdrop-blur-sm transition-opacity duration-200 starting:opacity-0" />
        <AlertDialog.Content
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo?.current) return;
            event.preventDefault();
            returnFocusTo.current.focus();
          }}
          className="dialog-layer fixed inset-x-4 top-1/2 z-50 mx-auto max-w-md -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl shadow-brand-950/30 transition-[opacity,scale] duration-200 starting:scale-95 starting:opacity-0"
        >
          <AlertDialog.Title className="text-lg font-bold tracking-tight text-brand-950">
            Please confirm
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700">{question}</AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses({ variant: 'outline' })}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClasses({ className: tone === 'danger' ? 'bg-red-600 hover:bg-red-700' : '' })}
              onClick={onConfirm}
            >
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
