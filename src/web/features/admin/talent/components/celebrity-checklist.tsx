import { CircleAlert } from 'lucide-react';
import { type Ref, useState } from 'react';
import { ListLoadFailed } from '#web/components/ui/list-states';
import { SearchField } from '#web/components/ui/search-field';
import { Spinner } from '#web/components/ui/spinner';
import { useCelebrityChoices } from '#web/lib/queries/celebrity-choices';

interface CelebrityChecklistProps {
  id: string;
  /** The chosen celebrities' ids. */
  value: readonly string[];
  onChange: (ids: string[]) => void;
  onBlur: () => void;
  /** Takes the focus when the choice is refused: the first box. */
  inputRef: Ref<HTMLInputElement>;
  error: string | undefined;
  /** Names of chosen celebrities the catalogue's list may not hold (a deleted one stays named). */
  knownNames?: Readonly<Record<string, string>>;
}

/** From how many celebrities the list gets a filter box. */
const FILTER_FROM = 8;

/**
 * The celebrities a talent account is bound to: a box per celebrity of the catalogue (drafts
 * too), A to Z, in a scrolling list with a filter once it is long. A group with its legend, the
 * required mark and the error read with each box.
 */
export function CelebrityChecklist({
  id,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
  knownNames = {},
}: CelebrityChecklistProps) {
  const choices = useCelebrityChoices();
  const [filter, setFilter] = useState('');
  const errorId = `${id}-error`;
  const chosen = new Set(value);
  const items = choices.data?.items ?? [];
  // A chosen celebrity the list lacks (deleted meanwhile) stays shown, so it can be unticked.
  const missing = value
    .filter((celebrityId) => !items.some((item) => item._id === celebrityId))
    .map((celebrityId) => ({ _id: celebrityId, name: knownNames[celebrityId] ?? 'Unknown celebrity' }));
  const all = [...missing, ...items];
  const needle = filter.trim().toLowerCase();
  const shown = needle ? all.filter((item) => item.name.toLowerCase().includes(needle) || chosen.has(item._id)) : all;

  const toggle = (celebrityId: string, on: boolean) =>
    onChange(on ? [...value, celebrityId] : value.filter((other) => other !== celebrityId));

  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="min-w-0">
      <legend className="text-sm font-medium text-slate-800">
        Celebrities
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
        <span className="sr-only"> (required)</span>
      </legend>
      <p className="mt-1 text-xs text-slate-600">
        {value.length === 0 ? 'None chosen yet.' : `${value.length} chosen.`} They see only these celebrities’ bookings.
      </p>
      {all.length > FILTER_FROM && (
        <SearchField
          id={`${id}-filter`}
          label="Filter celebrities"
          placeholder="Filter celebrities..."
          value={filter}
          onValueChange={setFilter}
          // Enter in the filter narrows the list; it must not send the whole form.
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault();
          }}
          className="mt-2"
        />
      )}
      {choices.isPending ? (
        <p className="mt-2 flex items-center gap-2 text-sm text-slate-700">
          <Spinner className="size-4 text-brand-600" />
          Loading celebrities...
        </p>
      ) : choices.isError ? (
        <ListLoadFailed
          message="The celebrities could not be loaded."
          onRetry={() => void choices.refetch()}
          className="mt-2 py-6"
        />
      ) : (
        <ul className="mt-2 max-h-56 space-y-0.5 overflow-y-auto rounded-xl border border-slate-200 p-1.5">
          {shown.map((celebrity, index) => (
            <li key={celebrity._id}>
              <label className="flex min-h-10 cursor-pointer items-center gap-3 rounded-lg px-2 text-sm text-slate-800 hover:bg-slate-50">
                <input
                  ref={index === 0 ? inputRef : undefined}
                  type="checkbox"
                  checked={chosen.has(celebrity._id)}
                  onChange={(event) => toggle(celebrity._id, event.target.checked)}
                  onBlur={onBlur}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                  className="size-4.5 shrink-0 cursor-pointer rounded border-slate-400 accent-brand-700"
                />
                <span className="min-w-0 break-words">{celebrity.name}</span>
              </label>
            </li>
          ))}
          {shown.length === 0 && <li className="px-2 py-2 text-sm text-slate-600">No celebrity matches the filter.</li>}
        </ul>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 flex items-start gap-1.5 text-sm text-red-700">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {error}
        </p>
      )}
    </fieldset>
  );
}
