import { Suspense, useEffect, useEffectEvent, useRef, useState, type ReactNode, type RefObject } from 'react';
import { EarlyTapButton } from '#web/components/ui/early-tap-button';
import { whenIdle } from '#web/lib/when-idle';

/** What the dialog is drawn with: its state, and the button focus returns to. */
export interface LazyDialogState {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: RefObject<HTMLElement | null>;
}

interface LazyDialogButtonProps {
  /**
   * Names the button in the address (`#inquire`) when it is tapped before the app has started;
   * unique on its page.
   */
  name: string;
  className: string;
  children: ReactNode;
  /**
   * Fetches the dialog's code (a `lazy` component's import, and the form's it will ask for), on
   * the first sign of intent.
   */
  load: () => Promise<unknown>;
  /**
   * Also fetch it once the started app is idle: for a page whose point is this dialog (/contact).
   * The app starts on the visitor's first act (decision 0018), so this never weighs on the
   * page's first load.
   */
  preloadWhenIdle?: boolean;
  /** The dialog (a `lazy` component), drawn from the first sign of intent on. */
  dialog: (state: LazyDialogState) => ReactNode;
}

/**
 * A button that opens a dialog whose code (Radix, a form and its libraries) is a chunk of its
 * own, kept out of a public page's first load: most visitors never open it. The chunk is fetched
 * on the first sign of intent (pointer over or down, focus), or when the app is idle if asked,
 * and the dialog mounted from then on. A tap before the page's JavaScript has arrived opens it as
 * soon as it has (EarlyTapButton).
 */
export function LazyDialogButton({
  name,
  className,
  children,
  load,
  preloadWhenIdle = false,
  dialog,
}: LazyDialogButtonProps) {
  const buttonRef = useRef<HTMLAnchorElement>(null);
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const showIntent = () => {
    setWanted(true);
    // A failed fetch is tried again by the lazy component when it mounts.
    load().catch(() => undefined);
  };
  const preload = useEffectEvent(() => {
    load().catch(() => undefined);
  });
  useEffect(() => (preloadWhenIdle ? whenIdle(preload) : undefined), [preloadWhenIdle]);
  const openDialog = () => {
    setWanted(true);
    setOpen(true);
  };
  return (
    <>
      <EarlyTapButton
        ref={buttonRef}
        name={name}
        onEarlyTap={openDialog}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={showIntent}
        onPointerDown={showIntent}
        onFocus={showIntent}
        onClick={openDialog}
        className={className}
      >
        {children}
      </EarlyTapButton>
      {wanted && <Suspense fallback={null}>{dialog({ open, onOpenChange: setOpen, returnFocus: buttonRef })}</Suspense>}
    </>
  );
}
