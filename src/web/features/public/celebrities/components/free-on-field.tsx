import { useState } from 'react';
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
 */
export function FreeOnField({ id, value, onChoose, className = '', labelClassName }: FreeOnFieldProps) {
  const applied = value ?? '';
  const [draft, setDraft] = useState(applied);
  const [seenApplied, setSeenApplied] = useState(applied);
  if (applied !== seenApplied) {
    setSeenApplied(applied);
    if (applied !== draft) setDraft(applied);
  }
  return (
    <div className={`min-w-0 ${className}`}>
      <label htmlFor={id} className={labelClassName}>
        Free on
      </label>
      <TextInput
        id={id}
        name="available"
        type="date"
        value={draft}
        onChange={(event) => {
          const next = event.target.value;
          setDraft(next);
          if (next === '' || isWholeFreeOnDay(next)) onChoose(next);
        }}
        className="mt-1.5"
      />
    </div>
  );
}
