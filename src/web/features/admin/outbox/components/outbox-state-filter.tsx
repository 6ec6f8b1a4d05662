import { EMAIL_STATES, type EmailState } from '#shared/constants';
import { Select } from '#web/components/ui/select';
import { EMAIL_STATE_LABELS } from '#web/lib/email-labels';

interface OutboxStateFilterProps {
  state: EmailState | undefined;
  onStateChange: (state: EmailState | undefined) => void;
}

/** The outbox's one filter: a state, or All. */
export function OutboxStateFilter({ state, onStateChange }: OutboxStateFilterProps) {
  return (
    <search
      aria-label="E-mails"
      className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm shadow-brand-900/5 sm:flex-row sm:items-center sm:gap-3"
    >
      <label htmlFor="outbox-state-filter" className="text-sm font-medium whitespace-nowrap text-slate-800">
        State
      </label>
      <Select
        id="outbox-state-filter"
        value={state ?? 'all'}
        onChange={(event) => onStateChange(EMAIL_STATES.find((value) => value === event.target.value))}
        className="sm:w-56"
      >
        <option value="all">All</option>
        {EMAIL_STATES.map((value) => (
          <option key={value} value={value}>
            {EMAIL_STATE_LABELS[value]}
          </option>
        ))}
      </Select>
    </search>
  );
}
