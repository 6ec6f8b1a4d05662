import { ArrowDown, ArrowUp, Trash2, type LucideIcon } from 'lucide-react';

/** The ids of a row's buttons, so the list can put the focus back on one after a change. */
export function listItemActionId(listId: string, index: number, action: 'up' | 'down' | 'remove'): string {
  return `${listId}-${index}-${action}`;
}

interface ListItemActionsProps {
  listId: string;
  /** The row's name as read out, e.g. "testimonial 2": "Move testimonial 2 up". */
  itemName: string;
  index: number;
  count: number;
  /** Whether the list may lose a row (it holds more than its least). */
  canRemove: boolean;
  onMove: (to: number) => void;
  onRemove: () => void;
}

function ActionButton({
  id,
  label,
  icon: Icon,
  disabled,
  danger = false,
  onClick,
}: {
  id: string;
  label: string;
  icon: LucideIcon;
  disabled: boolean;
  danger?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      id={id}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className={`flex size-10 items-center justify-center rounded-full text-slate-600 transition-colors disabled:cursor-not-allowed disabled:opacity-35 ${
        danger
          ? 'enabled:hover:bg-red-50 enabled:hover:text-red-700'
          : 'enabled:hover:bg-brand-50 enabled:hover:text-brand-800'
      }`}
    >
      <Icon className="size-5" aria-hidden="true" />
    </button>
  );
}

/** Move up, Move down and Remove for one row of a list, each named with the row it acts on. */
export function ListItemActions({ listId, itemName, index, count, canRemove, onMove, onRemove }: ListItemActionsProps) {
  return (
    <div className="flex items-center gap-0.5">
      <ActionButton
        id={listItemActionId(listId, index, 'up')}
        label={`Move ${itemName} up`}
        icon={ArrowUp}
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
      />
      <ActionButton
        id={listItemActionId(listId, index, 'down')}
        label={`Move ${itemName} down`}
        icon={ArrowDown}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
      />
      <ActionButton
        id={listItemActionId(listId, index, 'remove')}
        label={`Remove ${itemName}`}
        icon={Trash2}
        disabled={!canRemove}
        danger
        onClick={onRemove}
      />
    </div>
  );
}
