import { Field } from '#web/components/ui/field';
import { Select } from '#web/components/ui/select';
import { useCelebrityChoices } from '../api/celebrity-choices';
import { CelebrityOptions } from './celebrity-options';

interface CelebrityFilterProps {
  /** One celebrity's id, or undefined for all. */
  celebrity: string | undefined;
  /** The chosen celebrity's name as the calendar's entries give it, for a choice the list lacks. */
  celebrityName: string | undefined;
  onCelebrityChange: (celebrity: string | undefined) => void;
}

/** Whose calendar: every celebrity's, or one's. */
export function CelebrityFilter({ celebrity, celebrityName, onCelebrityChange }: CelebrityFilterProps) {
  const choices = useCelebrityChoices();
  return (
    <Field id="calendar-celebrity" label="Celebrity" className="w-full sm:max-w-xs">
      {(control) => (
        <Select
          {...control}
          value={celebrity ?? ''}
          onChange={(event) => onCelebrityChange(event.target.value || undefined)}
        >
          <CelebrityOptions
            placeholder="All celebrities"
            choices={choices.data?.items}
            selected={celebrity}
            selectedName={celebrityName}
            loading={choices.isPending}
          />
        </Select>
      )}
    </Field>
  );
}
