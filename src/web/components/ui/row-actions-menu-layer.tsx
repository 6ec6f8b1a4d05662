import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ConfirmDialogLayer } from './confirm-dialog-layer';
import type { RowAction, RowActionsMenuProps } from './row-actions-menu';
import { mainOf, RowActionsTrigger } from './row-actions-trigger';

interface RowActionsMenuLayerProps extends RowActionsMenuProps {
  /**
   * How the menu was asked for before this code had arrived: opened now as Radix would have
   * opened it then (a press opens it with the menu focused, a key with its first item focused).
   */
  openOnArrival?: 'pointer' | 'keyboard';
  /** The placeholder's button had the focus: this one takes it over. */
  focusOnArrival?: boolean;
  /** Where the menu opened on arrival goes (the page's main round the placeholder). */
  layerHostOnArrival?: HTMLElement;
}

/**
 * The menu of `RowActionsMenu` (Radix DropdownMenu), a chunk of its own: Enter, Space or a
 * press opens it, the arrow keys move round the items, Enter or a tap chooses one, Escape closes it with focus back on the button,
 * and a click elsewhere or Tab closes it too. An
 * item with `confirm` opens the confirmation dialog instead, and focus comes back to the button
 * when that closes without acting.
 */
export function RowActionsMenuLayer({
  label,
  items,
  busy = false,
  className = '',
  openOnArrival,
  focusOnArrival = false,
  layerHostOnArrival,
}: RowActionsMenuLayerProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  // The item waiting for its confirmation; kept while the dialog closes, so its text stays put.
  const [confirming, setConfirming] = useState<RowAction>();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const confirmOpenRef = useRef(false);
  // Where the menu's layer goes: inside the row's landmark (the page's main), so that it is part
  // of the page's structure for assistive technology; fixed positioning keeps it clear of the
  // row's overflow either way.
  const [layerHost, setLayerHost] = useState(layerHostOnArrival);
  // Once, on arrival (the menu's Root, a child, has its listeners by now): a key that asked for
  // the menu is pressed again on the real trigger, so that Radix knows the keyboard is in use
  // and focuses the first item.
  const arrived = useRef(false);
  useEffect(() => {
    if (arrived.current) return;
    arrived.current = true;
    const trigger = triggerRef.current;
    if (!trigger) return;
    // Opened by a press, the menu has taken the focus already; moving it back to the trigger
    // would close the menu (focus outside).
    if (openOnArrival === 'pointer') return;
    if (focusOnArrival || openOnArrival === 'keyboard') trigger.focus();
    if (openOnArrival === 'keyboard') {
      trigger.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    }
  }, [focusOnArrival, openOnArrival]);

  const choose = (item: RowAction) => {
    if (!item.confirm) {
      item.onSelect?.();
      return;
    }
    confirmOpenRef.current = true;
    setConfirming(item);
    setConfirmOpen(true);
  };
  const closeConfirm = () => {
    confirmOpenRef.current = false;
    setConfirmOpen(false);
  };

  return (
    <>
      {/* Not modal: the page around stays as it is (readable, and a click elsewhere both closes
          the menu and does what it says), as menus of a row commonly behave. */}
      <DropdownMenu.Root
        modal={false}
        defaultOpen={openOnArrival === 'pointer'}
        onOpenChange={(open) => {
          if (open) setLayerHost(mainOf(triggerRef.current));
        }}
      >
        <DropdownMenu.Trigger asChild>
          <RowActionsTrigger ref={triggerRef} label={label} busy={busy} className={className} />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal container={layerHost}>
          <DropdownMenu.Content
            align="end"
            sideOffset={4}
            // The arrow keys go round: down from the last item is the first.
            loop
            collisionPadding={8}
            // The dialog of a `confirm` item takes the focus; the menu must not pull it back.
            onCloseAutoFocus={(event) => {
              if (confirmOpenRef.current) event.preventDefault();
            }}
            className="z-50 min-w-48 rounded-xl bg-white p-1 shadow-lg ring-1 shadow-brand-950/10 ring-slate-200"
          >
            {items.map((item, index) => (
              <Fragment key={item.label}>
                {item.destructive && index > 0 && !items[index - 1]?.destructive && (
                  <DropdownMenu.Separator className="mx-2 my-1 h-px bg-slate-200" />
                )}
                <RowActionItem item={item} onChoose={() => choose(item)} />
              </Fragment>
            ))}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {confirming?.confirm && (
        <ConfirmDialogLayer
          open={confirmOpen}
          onOpenChange={(open) => {
            if (!open) closeConfirm();
          }}
          question={confirming.confirm.question}
          confirmLabel={confirming.confirm.confirmLabel}
          onConfirm={() => {
            closeConfirm();
            confirming.onSelect?.();
          }}
          returnFocusTo={triggerRef}
        />
      )}
    </>
  );
}

function RowActionItem({ item, onChoose }: { item: RowAction; onChoose: () => void }) {
  const { label, icon: Icon, href, destructive = false, disabled = false } = item;
  const content: ReactNode = (
    <>
      {Icon && <Icon className="size-4 shrink-0" aria-hidden="true" />}
      {label}
    </>
  );
  const classes = `flex min-h-10 cursor-pointer items-center gap-2.5 rounded-lg px-3 text-sm font-medium outline-none select-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 ${
    destructive
      ? 'text-red-700 data-[highlighted]:bg-red-50'
      : 'text-slate-800 data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900'
  }`;
  if (href) {
    return (
      <DropdownMenu.Item asChild disabled={disabled} className={classes}>
        <Link to={href}>{content}</Link>
      </DropdownMenu.Item>
    );
  }
  return (
    <DropdownMenu.Item disabled={disabled} onSelect={onChoose} className={classes}>
      {content}
    </DropdownMenu.Item>
  );
}
