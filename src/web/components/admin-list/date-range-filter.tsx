import { TextInput } from '#web/components/ui/text-input';
import { FilterField } from './filter-field';

interface DateRangeFilterProps {
  /** The two fields' ids are `${idPrefix}-from` and `${idPrefix}-to`. */
  idPrefix: string;
  labels: { from: string; to: string };
  from: string | undefined;
  to: string | undefined;
  /** Called with the range as it now stands; an emptied field is `undefined`. */
  onRangeChange: (range: { from: string | undefined; to: string | undefined }) => void;
}

/** Two date filters, from and to, each keeping the other's side of the range. */
export function DateRangeFilter({ idPrefix, labels, from, to, onRangeChange }: DateRangeFilterProps) {
  return (
    <>
      <FilterField label={labels.from} htmlFor={`${idPrefix}-from`}>
        <TextInput
          id={`${idPrefix}-from`}
          type="date"
          value={from ?? ''}
          max={to}
          onChange={(event) => onRangeChange({ from: event.target.value || undefined, to })}
        />
      </FilterField>
      <FilterField label={labels.to} htmlFor={`${idPrefix}-to`}>
        <TextInput
          id={`${idPrefix}-to`}
          type="date"
          value={to ?? ''}
          min={from}
          onChange={(event) => onRangeChange({ from, to: event.target.value || undefined })}
        />
      </FilterField>
    </>
  );
}
