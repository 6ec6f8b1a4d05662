import { Plus } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from '#web/components/ui/button';
import { FieldErrorText } from '#web/components/ui/field-error-text';
import { useFocusAfterRender } from '../hooks/use-focus-after-render';
import { ListItemActions, listItemActionId } from './list-item-actions';

export interface EditableListProps {
  /** The list's name, read out for it ("Testimonials"). */
  label: string;
  /** One row's name in a sentence, e.g. "testimonial": "Testimonial 2", "Add testimonial". */
  itemName: string;
  /** A row's name for its buttons when the number alone is not enough ("feature 2 of package 1"). */
  itemLabel?: (index: number) => string;
  /** The Add button's name when the list is one of several alike ("Add feature to package 1"). */
  addLabel?: string;
  /** The field array's ids, one per row, as react-hook-form keys them. */
  keys: readonly string[];
  min: number;
  max: number;
  /** The list's own error ("Each network may be listed once"). */
  error?: string;
  /** What an empty list means on the site. */
  emptyText: string;
  /** Beside a row's number, e.g. "(main)" on the first phone. */
  itemNote?: (index: number) => string | undefined;
  /** One-line rows (a package's features): the field and its buttons side by side, no heading. */
  compact?: boolean;
  onAdd: () => void;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  /** A row's fields. */
  children: (index: number) => ReactNode;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A list the admin edits row by row (testimonials, team, phones...): each row a numbered group of
 * fields with Move up, Move down and Remove, named with the row they act on, and Add under the
 * list while there is room. The focus follows a moved row and, after a removal, lands on the next
 * row (or Add), never on the page's top; a new row's first field takes it (react-hook-form's
 * append does that).
 */
export function EditableList({
  label,
  itemName,
  itemLabel = (index) => `${itemName} ${index + 1}`,
  addLabel,
  keys,
  min,
  max,
  error,
  emptyText,
  itemNote,
  compact = false,
  onAdd,
  onMove,
  onRemove,
  children,
}: EditableListProps) {
  const listId = useId();
  const focusSoon = useFocusAfterRender();
  const count = keys.length;
  const errorId = `${listId}-error`;

  const move = (from: number, to: number) => {
    onMove(from, to);
    // The button pressed is disabled once its row reaches an end: the other direction takes the focus.
    const direction = to === 0 ? 'down' : to === count - 1 ? 'up' : to < from ? 'up' : 'down';
    focusSoon(listItemActionId(listId, to, direction));
  };
  const remove = (index: number) => {
    onRemove(index);
    const left = count - 1;
    focusSoon(left > min ? listItemActionId(listId, Math.min(index, left - 1), 'remove') : `${listId}-add`);
  };
  const actions = (index: number) => (
    <ListItemActions
      listId={listId}
      itemName={itemLabel(index)}
      index={index}
      count={count}
      canRemove={count > min}
      onMove={(to) => move(index, to)}
      onRemove={() => remove(index)}
    />
  );

  return (
    <div>
      {count === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">
          {emptyText}
        </p>
      ) : (
        <ol
          aria-label={label}
          aria-describedby={error ? errorId : undefined}
          className={compact ? 'space-y-3 sm:space-y-2' : 'space-y-4'}
        >
          {keys.map((key, index) =>
            compact ? (
              // The buttons sit beside the field, or under it where that would leave the field too narrow.
              <li key={key} className="flex flex-wrap items-start justify-end gap-x-1">
                <div className="min-w-48 flex-1">{children(index)}</div>
                <div className="shrink-0">{actions(index)}</div>
              </li>
            ) : (
              <li key={key} className="rounded-xl border border-slate-200 bg-slate-50/60 p-3.5 sm:p-5">
                {/* A group named by its heading line (as a fieldset by its legend), laid out beside its buttons. */}
                <div role="group" aria-labelledby={`${listId}-${index}-name`}>
                  <div className="flex items-start justify-between gap-2">
                    <p id={`${listId}-${index}-name`} className="pt-2.5 text-sm font-semibold text-brand-950">
                      <span className="whitespace-nowrap">
                        {capitalised(itemName)} {index + 1}
                      </span>
                      {itemNote?.(index) && (
                        <span className="ml-1.5 font-normal text-slate-600">{itemNote(index)}</span>
                      )}
                    </p>
                    <div className="-mt-0.5 -mr-2 shrink-0">{actions(index)}</div>
                  </div>
                  <div className="mt-2">{children(index)}</div>
                </div>
              </li>
            ),
          )}
        </ol>
      )}
      {error && <FieldErrorText id={errorId} message={error} />}
      <div className={`flex flex-wrap items-center gap-x-3 gap-y-2 ${compact ? 'mt-2.5' : 'mt-4'}`}>
        {count < max && (
          <Button id={`${listId}-add`} variant="outline" size="sm" aria-label={addLabel} onClick={onAdd}>
            <Plus className="size-4" aria-hidden="true" />
            Add {itemName}
          </Button>
        )}
        <p className="text-xs text-slate-600">
          {count} of {max} {label.toLowerCase()}
          {min > 0 ? ` (at least ${min})` : ''}
        </p>
      </div>
    </div>
  );
}
