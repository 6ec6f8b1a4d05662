import { cloneElement, type ReactElement, Suspense, useState } from 'react';
import { lazyWithPreload } from '#web/lib/lazy-with-preload';
import type { ConfirmDialogLayerProps } from './confirm-dialog-layer';
import { type DialogTriggerProps, useDialogOnIntent } from './dialog-on-intent';

// Radix's alert dialog (with the dialog code it shares: 12 KB sent) is fetched on the first sign
// of intent, not with the screen: an inquiry's page draws seven of these buttons (decision 0053).
const LazyConfirmDialogLayer = lazyWithPreload<ConfirmDialogLayerProps>(() =>
  import('./confirm-dialog-layer').then((module) => ({ default: module.ConfirmDialogLayer })),
);

/** Fetches the confirmation's code ahead (a screen that opens one without a trigger). */
export const preloadConfirmDialog = LazyConfirmDialogLayer.preload;

type Question = Omit<ConfirmDialogLayerProps, 'open' | 'onOpenChange' | 'returnFocusTo'>;

type TriggerElement = ReactElement<Partial<Omit<DialogTriggerProps, 'ref'>> & { ref?: unknown }>;

type ConfirmDialogProps = Question &
  (
    | {
        /** The button that opens the dialog; focus returns to it on close. */
        trigger: TriggerElement;
        open?: undefined;
        onOpenChange?: undefined;
        returnFocusTo?: undefined;
      }
    | {
        /**
         * Opened by its owner instead of a trigger (an item of a menu, gone once the menu
         * closes): whether it is open, and where focus goes back to when it closes.
         */
        trigger?: undefined;
        open: boolean;
        onOpenChange: (open: boolean) => void;
        returnFocusTo?: ConfirmDialogLayerProps['returnFocusTo'];
      }
  );

/**
 * An accessible confirmation (`ConfirmDialogLayer`, Radix's AlertDialog) opened by its `trigger`,
 * a button of the page until it is wanted (`useDialogOnIntent`), or by its owner (`open`).
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  if (props.trigger) return <TriggeredConfirmDialog {...props} trigger={props.trigger} />;
  return <OwnedConfirmDialog {...props} open={props.open ?? false} onOpenChange={props.onOpenChange ?? (() => {})} />;
}

function TriggeredConfirmDialog({ trigger, ...question }: Question & { trigger: TriggerElement }) {
  const dialog = useDialogOnIntent(LazyConfirmDialogLayer.preload);
  const own = trigger.props;
  const { triggerProps } = dialog;
  return (
    <>
      {cloneElement(trigger, {
        ...triggerProps,
        onPointerDown: (event) => {
          own.onPointerDown?.(event);
          triggerProps.onPointerDown(event);
        },
        onFocus: (event) => {
          own.onFocus?.(event);
          triggerProps.onFocus(event);
        },
        onClick: (event) => {
          own.onClick?.(event);
          triggerProps.onClick(event);
        },
      })}
      {dialog.wanted && (
        <Suspense fallback={null}>
          <LazyConfirmDialogLayer
            {...question}
            open={dialog.open}
            onOpenChange={dialog.setOpen}
            returnFocusTo={dialog.triggerRef}
          />
        </Suspense>
      )}
    </>
  );
}

/** Mounted from its first opening on (its code fetched then, unless preloaded). */
function OwnedConfirmDialog(
  props: Question & Pick<ConfirmDialogLayerProps, 'open' | 'onOpenChange' | 'returnFocusTo'>,
) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <LazyConfirmDialogLayer {...props} />
    </Suspense>
  ) : null;
}
