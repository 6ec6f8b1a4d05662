import { Field } from '#web/components/ui/field';
import { CelebritySelect } from './celebrity-select';

interface CelebrityFilterProps {
  /** One celebrity's id, or undefined for all. */
  celebrity: string | undefined;
  /** The chosen celebrity's name as the calendar's entries give it, for a choice the list lacks. */
  celebrityName: string | undefined;
  onCelebrityChange: (celebrity: string | undefined) => void;
}

/** Whose calendar: every celebrity's, or one's. */
export function CelebrityFilter({ celebrity, celebrityName, onCelebrityChange }: CelebrityFilterProps) {
  return (
    <Field id="calendar-celebrity" label="Celebrity" className="w-full sm:max-w-xs">
      {(control) => (
        <CelebritySelect
          {...control}
          value={celebrity ?? ''}
          onChange={(event) => onCelebrityChange(event.target.value || undefined)}
          placeholder="All celebrities"
          selected={celebrity}
          selectedName={celebrityName}
        />
      )}
    </Field>
  );
}
