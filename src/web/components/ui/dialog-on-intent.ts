import { type FocusEvent, type MouseEvent, type PointerEvent, useRef, useState } from 'react';

/** What a dialog's own button is given: its state for assistive technology, and its intents. */
export interface DialogTriggerProps {
  ref: React.RefObject<HTMLButtonElement | null>;
  'aria-haspopup': 'dialog';
  'aria-expanded': boolean;
  onPointerDown: (event: PointerEvent<HTMLButtonElement>) => void;
  onFocus: (event: FocusEvent<HTMLButtonElement>) => void;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
}

/**
 * A dialog whose code (Radix's, and its form's) is fetched on the first sign of intent instead of
 * with the screen (decision 0053): the button is a plain one of the page, which says what it opens
 * (`aria-haspopup`, `aria-expanded`); pointer down or focus on it starts the fetch (`load`) and
 * mounts the dialog closed (`wanted`), so that by the click it is usually here. A click before
 * the code has arrived is kept: the dialog opens as soon as it has. Focus returns to the button
 * (`triggerRef`) when the dialog closes.
 */
export function useDialogOnIntent(load: () => Promise<unknown>) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const showIntent = () => {
    setWanted(true);
    // A failed fetch is tried again by the lazy component when it mounts.
    load().catch(() => undefined);
  };
  const triggerProps: DialogTriggerProps = {
    ref: triggerRef,
    'aria-haspopup': 'dialog',
    'aria-expanded': open,
    onPointerDown: showIntent,
    onFocus: showIntent,
    onClick: () => {
      setWanted(true);
      setOpen(true);
    },
  };
  return { open, setOpen, wanted: wanted || open, triggerRef, triggerProps };
}
