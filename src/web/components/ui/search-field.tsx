import { Search } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { TextInput } from './text-input';

interface SearchFieldProps extends Omit<ComponentProps<'input'>, 'type' | 'onChange' | 'value'> {
  id: string;
  /** The accessible name; read by screen readers, hidden on screen where the placeholder says it. */
  label: ReactNode;
  /** Shows the label above the box, as the other fields of a visible form show theirs. */
  showLabel?: boolean;
  /** The label's own classes instead (a list's filter bar labels it as its other filters). */
  labelClassName?: string;
  value: string;
  onValueChange: (value: string) => void;
}

/** A search box with a magnifier icon: type="search", so Escape clears it and phones show a search key. */
export function SearchField({
  id,
  label,
  showLabel = false,
  labelClassName,
  value,
  onValueChange,
  className = '',
  ...props
}: SearchFieldProps) {
  return (
    <div className={className}>
      <label
        htmlFor={id}
        className={labelClassName ?? (showLabel ? 'block text-sm font-medium text-slate-800' : 'sr-only')}
      >
        {label}
      </label>
      <div className={showLabel ? 'relative mt-1.5' : 'relative'}>
        <Search
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
        <TextInput
          id={id}
          type="search"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={100}
          className="pl-10"
          {...props}
        />
      </div>
    </div>
  );
}
