import { ChoiceFilter } from '#web/components/admin-list/choice-filter';
import { useCelebrityChoices } from '#web/lib/queries/celebrity-choices';

/**
 * The catalogue's celebrities, A to Z, to keep one's bookings. A celebrity chosen by a link but
 * not in the choices (still loading, or past one answer) stays chosen under a plain name.
 */
export function BookingsCelebrityFilter({
  celebrity,
  onCelebrityChange,
}: {
  celebrity: string | undefined;
  onCelebrityChange: (celebrity: string | undefined) => void;
}) {
  const choices = useCelebrityChoices();
  const options = (choices.data?.items ?? []).map((choice) => ({ value: choice._id, label: choice.name }));
  if (celebrity && !options.some((option) => option.value === celebrity))
    options.push({ value: celebrity, label: choices.isPending ? 'Loading...' : 'The chosen celebrity' });
  return (
    <ChoiceFilter
      id="bookings-celebrity-filter"
      label="Celebrity"
      anyLabel="All celebrities"
      options={options}
      value={celebrity}
      onValueChange={onCelebrityChange}
    />
  );
}
