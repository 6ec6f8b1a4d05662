import { useLayoutEffect, useRef } from 'react';
import { TextInput } from '#web/components/ui/text-input';
import { isWholeFreeOnDay } from '../utils/listing-params';

interface FreeOnFieldProps {
  id: string;
  /** The day in the address (`?available=`), or undefined for none. */
  value: string | undefined;
  /** A whole day was chosen, or the field emptied (''). */
  onChoose: (day: string) => void;
  className?: string;
  labelClassName: string;
}

/**
 * "Free on": a native date field (the phone's own date picker; typed by keyboard on a computer),
 * named `available` as the address and the listing's GET form have it. A day chosen in the
 * picker, or finished by keyboard, filters at once; a year still being typed (0002, 0020, 0203)
 * stays in the field without asking the server, and emptying the field takes the filter off.
 * The address changed from outside (Back, "Clear filters") shows its day here.
 *
 * The field holds what is typed itself (uncontrolled; the address's day is written into it when
 * the address changes). A controlled field is given its value again by React's hydration, which
 * sets `defaultValue`: on a date field still empty, that wiped a day half typed before the app
 * had started (month and day typed, the year then landing in the day).
 */
export function FreeOnField({ id, value, onChoose, className = '', labelClassName }: FreeOnFieldProps) {
  const applied = value ?? '';
  const fieldRef = useRef<HTMLInputElement>(null);
  // Only a change of the address, never the first render: a day entered before the app started
  // stays in the field for useEarlyFields to take.
  const shown = useRef(applied);
  useLayoutEffect(() => {
    if (shown.current === applied) return;
    shown.current = applied;
    const field = fieldRef.current;
    if (field && field.value !== applied) field.value = applied;
  }, [applied]);
  return (
    <div className={`min-w-0 ${className}`}>
      <label htmlFor={id} className={labelClassName}>
        Free on
      </label>
      <TextInput
        ref={fieldRef}
        id={id}
        name="available"
        type="date"
        // The server's HTML carries the address's day; none is given for an empty field, so
        // hydration leaves a day being typed alone.
        defaultValue={applied === '' ? undefined : applied}
        onChange={(event) => {
          const next = event.target.value;
          if (next === '' || isWholeFreeOnDay(next)) onChoose(next);
        }}
        className="mt-1.5"
      />
    </div>
  );
}
