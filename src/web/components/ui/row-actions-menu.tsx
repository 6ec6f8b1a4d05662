import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Ellipsis, type LucideIcon } from 'lucide-react';
import { Fragment, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';
import { Spinner } from './spinner';

/** One action of a row's menu. */
export interface RowAction {
  /** What the item says, a verb or two ("Publish", "Add to featured"); the trigger names the row. */
  label: string;
  icon?: LucideIcon;
  /** Runs when the item is chosen (once confirmed, with `confirm`). */
  onSelect?: () => void;
  /** A page to open instead: the item is then a real link (open in a new tab, copy its address). */
  href?: string;
  /** Red, and set apart at the end of the menu after a line: what cannot be undone. */
  destructive?: boolean;
  disabled?: boolean;
  /** Asks first, in the kit's confirmation dialog, and runs `onSelect` only once confirmed. */
  confirm?: { question: string; confirmLabel?: string };
}

interface RowActionsMenuProps {
  /** The trigger's accessible name, which names the row: "More actions for Aarav Mehta". */
  label: string;
  items: readonly RowAction[];
  /** While one of the row's actions runs: the trigger shows a spinner instead of its dots. */
  busy?: boolean;
  className?: string;
}

/**
 * A row's (or a card's) secondary actions behind one "More actions" button, so the row shows only
 * its primary action (Radix DropdownMenu): Enter, Space or a click opens it, the arrow keys move
 * round the items, Enter or a tap chooses one, Escape closes it with focus back on the button,
 * and a click elsewhere or Tab closes it too. An
 * item with `confirm` opens the confirmation dialog instead, and focus comes back to the button
 * when that closes without acting.
 */
export function RowActionsMenu({ label, items, busy = false, className = '' }: RowActionsMenuProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  // The item waiting for its confirmation; kept while the dialog closes, so its text stays put.
  const [confirming, setConfirming] = useState<RowAction>();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const confirmOpenRef = useRef(false);
  // Where the menu's layer goes: inside the row's landmark (the page's main), so that it is part
  // of the page's structure for assistive technology; fixed positioning keeps it clear of the
  // row's overflow either way.
  const [layerHost, setLayerHost] = useState<HTMLElement>();

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
        onOpenChange={(open) => {
          if (open) setLayerHost(triggerRef.current?.closest<HTMLElement>('main, [role="main"]') ?? undefined);
        }}
      >
        <DropdownMenu.Trigger asChild>
          <button
            ref={triggerRef}
            type="button"
            aria-label={label}
            title="More actions"
            aria-busy={busy || undefined}
            className={`inline-flex size-9 shrink-0 items-center justify-center rounded-full border border-brand-200 bg-white text-brand-800 transition-colors hover:border-brand-300 hover:bg-brand-50 data-[state=open]:border-brand-300 data-[state=open]:bg-brand-50 ${className}`}
          >
            {busy ? <Spinner className="size-4" /> : <Ellipsis className="size-4" aria-hidden="true" />}
          </button>
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
        <ConfirmDialog
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
