import { useState } from 'react';
import { useAvailabilitySetting, useSaveAvailabilitySetting } from '../api/availability-setting';

/**
 * Whether the public booking form tells visitors this celebrity's booked days ("Already booked on
 * this date"), never by whom: on by default, off for a celebrity whose diary is private.
 */
export function AvailabilitySwitch({ celebrityId, celebrityName }: { celebrityId: string; celebrityName: string }) {
  const setting = useAvailabilitySetting(celebrityId);
  const save = useSaveAvailabilitySetting();
  // The choice shows at once, in the click's own render: the mutation's pending state arrives a
  // moment later, and until then React would put the controlled box back as it was. Cleared once
  // the server has answered (the query then holds the saved value, or the old one on a failure).
  const [chosen, setChosen] = useState<boolean | null>(null);
  if (setting.data === undefined) return null;
  const shown = chosen ?? setting.data;
  return (
    <div className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3">
      <input
        id="availability-shown"
        type="checkbox"
        checked={shown}
        disabled={save.isPending}
        onChange={(event) => {
          setChosen(event.target.checked);
          save.mutate({ celebrityId, shown: event.target.checked }, { onSettled: () => setChosen(null) });
        }}
        className="mt-0.5 size-4.5 shrink-0 cursor-pointer rounded border-slate-400 accent-brand-600"
      />
      <label htmlFor="availability-shown" className="text-sm text-slate-800">
        Warn visitors on {celebrityName}’s booking form when a chosen day is already booked
        <span className="block text-xs text-slate-600">
          The form never says by whom or why. When off, the listing’s “Free on” lists them on every day.
        </span>
      </label>
    </div>
  );
}
