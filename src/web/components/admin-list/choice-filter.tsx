import { Select } from '#web/components/ui/select';
import { FilterField } from './filter-field';

interface ChoiceFilterProps<V extends string> {
  id: string;
  label: string;
  /** The first choice, meaning no filter ("All", "Any"). */
  anyLabel: string;
  options: readonly { value: V; label: string }[];
  value: V | undefined;
  /** Called with the chosen value, or `undefined` for the first choice. */
  onValueChange: (value: V | undefined) => void;
}

/** A filter that picks one of a fixed list of values, or none. */
export function ChoiceFilter<V extends string>({
  id,
  label,
  anyLabel,
  options,
  value,
  onValueChange,
}: ChoiceFilterProps<V>) {
  return (
    <FilterField label={label} htmlFor={id}>
      <Select
        id={id}
        value={value ?? ''}
        onChange={(event) => onValueChange(options.find((option) => option.value === event.target.value)?.value)}
      >
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </FilterField>
  );
}
