import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactElement, ReactNode, RefObject } from 'react';
import { usePageBehindDialog } from './page-behind-dialog';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The element that opens the dialog (a button); focus returns to it on close. */
  trigger?: ReactElement;
  /**
   * Without a trigger (a dialog whose code is fetched when it is first opened, so the button
   * lives outside it): the element focus returns to on close.
   */
  returnFocus?: RefObject<HTMLElement | null>;
  /** The dialog's accessible name, shown as its heading. */
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/**
 * A modal dialog on Radix: focus moves in and is trapped, Escape and the close button close it,
 * the page behind is inert and does not scroll, and focus returns to the trigger. The panel
 * never exceeds the viewport; a long body scrolls inside it.
 */
export function Dialog({ open, onOpenChange, trigger, returnFocus, title, description, children }: DialogProps) {
  usePageBehindDialog(open);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-layer fixed inset-0 z-50 bg-brand-950/60 backdrop-blur-sm transition-opacity duration-200 starting:opacity-0" />
        <RadixDialog.Content
          // Without a description Radix would warn; say there is none.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onCloseAutoFocus={(event) => {
            if (!returnFocus?.current) return;
            event.preventDefault();
            returnFocus.current.focus();
          }}
          className="dialog-layer fixed inset-x-3 top-1/2 z-50 mx-auto flex max-h-[calc(100dvh-1.5rem)] max-w-xl -translate-y-1/2 flex-col overflow-hidden rounded-2xl bg-white shadow-2xl shadow-brand-950/30 transition-[opacity,scale] duration-200 starting:scale-95 starting:opacity-0"
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4 sm:px-6">
            <div className="min-w-0">
              <RadixDialog.Title className="text-lg font-bold tracking-tight text-brand-950 sm:text-xl">
                {title}
              </RadixDialog.Title>
              {description && (
                <RadixDialog.Description className="mt-1 text-sm text-slate-600">{description}</RadixDialog.Description>
              )}
            </div>
            <RadixDialog.Close
              className="-m-1 shrink-0 rounded-full p-2 text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-800"
              aria-label="Close"
            >
              <X className="size-5" aria-hidden="true" />
            </RadixDialog.Close>
          </div>
          <div className="overflow-y-auto overscroll-contain px-5 py-5 sm:px-6">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
