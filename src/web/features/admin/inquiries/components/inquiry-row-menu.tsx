import { Ellipsis, FileText, Trash2 } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { PAGES } from '#shared/pages';
import type { Inquiry } from '#shared/schemas/inquiry';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { Spinner } from '#web/components/ui/spinner';
import { useDeleteInquiry } from '../api/delete-inquiry';

interface InquiryRowMenuProps {
  inquiry: Pick<Inquiry, '_id' | 'name'>;
  /** After the inquiry was deleted (its row, and the focused button in it, are about to go). */
  onDeleted: () => void;
}

const ITEM =
  'flex w-full items-center gap-2.5 rounded-lg px-3 py-2 text-left text-sm font-medium whitespace-nowrap outline-none';

/** Room the menu needs under its button; nearer the screen's foot it opens upwards. */
const MENU_ROOM_PX = 110;

/**
 * A row's (or card's) "Actions for <name>" menu: open the inquiry, and Delete after SPEC §2's
 * confirmation, kept out of the row's main line. The menu is a native popover (top layer, so the
 * table's scroller never clips it; Escape and a click outside close it and focus returns to the
 * button) with the menu-button keys: Enter, Space or ArrowDown open it on the first item, ArrowUp
 * on the last; arrows, Home and End move, Tab leaves. Delete closes the menu and asks first;
 * focus then returns to this button.
 */
export function InquiryRowMenu({ inquiry, onDeleted }: InquiryRowMenuProps) {
  const remove = useDeleteInquiry();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<'first' | 'last'>('first');
  const menuId = `inquiry-actions-${inquiry._id}`;
  const buttonId = `${menuId}-button`;

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const focusItem = (index: number) => {
    const all = items();
    all[(index + all.length) % all.length]?.focus();
  };

  // Under the button's right edge, or over it near the foot of the screen. Set on the element
  // itself just before the browser shows it (beforetoggle), so it never appears elsewhere first.
  const place = () => {
    const button = buttonRef.current;
    const menu = menuRef.current;
    if (!button || !menu) return;
    const rect = button.getBoundingClientRect();
    const viewport = document.documentElement;
    menu.style.right = `${viewport.clientWidth - rect.right}px`;
    const upwards = rect.bottom + MENU_ROOM_PX > viewport.clientHeight;
    menu.style.top = upwards ? 'auto' : `${rect.bottom + 4}px`;
    menu.style.bottom = upwards ? `${viewport.clientHeight - rect.top + 4}px` : 'auto';
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    focusOnOpen.current = event.key === 'ArrowUp' ? 'last' : 'first';
    if (open) focusItem(focusOnOpen.current === 'first' ? 0 : -1);
    else menuRef.current?.showPopover();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: -1 };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      focusItem(target);
    } else if (event.key === 'Tab') {
      // Closing puts focus back on the button; the Tab then moves on from there.
      menuRef.current?.hidePopover();
    }
  };

  return (
    <>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        popoverTarget={menuId}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`Actions for ${inquiry.name}`}
        data-deleting={remove.isPending || undefined}
        onKeyDown={onButtonKeyDown}
        className="grid size-8 shrink-0 place-items-center rounded-full text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-900 aria-expanded:bg-slate-100 aria-expanded:text-slate-900"
      >
        {remove.isPending ? <Spinner className="size-4" /> : <Ellipsis className="size-5" aria-hidden="true" />}
      </button>
      <div
        ref={menuRef}
        id={menuId}
        popover="auto"
        role="menu"
        tabIndex={-1}
        aria-labelledby={buttonId}
        onBeforeToggle={(event) => {
          if (event.newState === 'open') place();
        }}
        onToggle={(event) => {
          const opened = event.newState === 'open';
          setOpen(opened);
          if (opened) focusItem(focusOnOpen.current === 'first' ? 0 : -1);
          focusOnOpen.current = 'first';
        }}
        onKeyDown={onMenuKeyDown}
        className="inset-auto m-0 min-w-44 rounded-xl border-0 bg-white p-1 text-slate-800 shadow-lg ring-1 shadow-brand-950/10 ring-slate-200"
      >
        <Link
          role="menuitem"
          tabIndex={-1}
          to={PAGES.adminInquiry.getHref(inquiry._id)}
          className={`${ITEM} hover:bg-slate-50 focus:bg-slate-100`}
        >
          <FileText className="size-4 text-slate-500" aria-hidden="true" />
          Open inquiry
        </Link>
        <button
          type="button"
          role="menuitem"
          tabIndex={-1}
          disabled={remove.isPending}
          onClick={() => {
            menuRef.current?.hidePopover();
            setConfirming(true);
          }}
          className={`${ITEM} text-red-700 hover:bg-red-50 focus:bg-red-50`}
        >
          <Trash2 className="size-4" aria-hidden="true" />
          Delete
        </button>
      </div>
      <ConfirmDialog
        question="Are you sure you want to delete this inquiry?"
        onConfirm={() => remove.mutate(inquiry._id, { onSuccess: onDeleted })}
        control={{ open: confirming, onOpenChange: setConfirming, returnFocusTo: buttonRef }}
      />
    </>
  );
}
