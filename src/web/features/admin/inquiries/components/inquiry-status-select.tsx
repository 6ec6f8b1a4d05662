import { ChevronDown } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import { INQUIRY_STATUSES, type InquiryStatus } from '#shared/constants/inquiries';
import { INQUIRY_STATUS_LABELS } from '#shared/event-kinds/inquiry-statuses';
import { DESK_MESSAGES } from '#shared/messages';
import { inquiryStatusClasses } from '#web/components/inquiry-status-badge';
import { Select } from '#web/components/ui/select';
import { useUpdateInquiryStatus } from '../api/update-inquiry-status';

interface InquiryStatusSelectProps {
  inquiryId: string;
  status: InquiryStatus;
  /** Whose inquiry, so each dropdown has its own name ("Status of Priya Sharma's inquiry"). */
  submitter: string;
  /**
   * "pill" (a list's row or card): the dropdown looks like the status's badge until it is opened,
   * so the status shows once; its label is read, not shown, and there is no "E-mail the customer".
   */
  variant?: 'field' | 'pill';
}

function isStatus(value: string): value is InquiryStatus {
  return (INQUIRY_STATUSES as readonly string[]).includes(value);
}

function isDecision(status: InquiryStatus): boolean {
  return status === 'confirmed' || status === 'rejected';
}

/**
 * Sets any of the four statuses at any time (SPEC §4). The chosen status shows at once while it
 * is saved; the toast then confirms it, or on failure the list reloads with the stored one.
 * "E-mail the customer", ticked before choosing Confirmed or Rejected, sends the customer a short
 * e-mail with the decision (queued with the change, so it goes exactly when the change is saved).
 * A native `<select>` in both looks: the keyboard and the phone's own picker work as everywhere.
 */
export function InquiryStatusSelect({ inquiryId, status, submitter, variant = 'field' }: InquiryStatusSelectProps) {
  const { mutate, isPending, variables } = useUpdateInquiryStatus();
  const [notifyCustomer, setNotifyCustomer] = useState(false);
  const shown = isPending && variables ? variables.status : status;
  const id = `inquiry-status-${inquiryId}`;
  const notifyId = `inquiry-notify-${inquiryId}`;
  const pill = variant === 'pill';
  const selectProps = {
    id,
    value: shown,
    'aria-busy': isPending || undefined,
    onChange: (event: ChangeEvent<HTMLSelectElement>) => {
      const next = event.target.value;
      if (!isStatus(next) || next === shown) return;
      const notify = !pill && notifyCustomer && isDecision(next);
      mutate(
        { id: inquiryId, status: next, notifyCustomer: notify || undefined },
        { onSuccess: () => notify && setNotifyCustomer(false) },
      );
    },
  };
  const options = INQUIRY_STATUSES.map((value) => (
    // The opened list is plain black on white, whatever the pill's colour.
    <option key={value} value={value} className="bg-white text-slate-900">
      {INQUIRY_STATUS_LABELS[value]}
    </option>
  ));
  const label = (
    <label htmlFor={id} className={pill ? 'sr-only' : 'text-sm font-medium text-slate-800'}>
      Status<span className="sr-only"> of {submitter}&apos;s inquiry</span>
    </label>
  );

  if (pill) {
    return (
      <span className="relative inline-flex shrink-0">
        {label}
        {/* data-status and the badge's colours, as InquiryStatusBadge: the pill is the badge. */}
        <select
          {...selectProps}
          data-status={shown}
          className={`cursor-pointer appearance-none rounded-full border-0 py-1 pr-6 pl-2.5 text-xs leading-4 font-semibold ring-1 ring-inset transition-[filter] hover:brightness-95 ${inquiryStatusClasses(shown)}`}
        >
          {options}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-1.5 size-3.5 -translate-y-1/2 opacity-70"
          aria-hidden="true"
        />
      </span>
    );
  }

  return (
    <div className="flex min-w-0 flex-wrap items-center gap-x-4 gap-y-2">
      <div className="flex min-w-0 items-center gap-2.5 sm:gap-3">
        {label}
        <Select {...selectProps} aria-describedby={`${notifyId}-hint`} className="w-36 min-w-0 sm:w-40">
          {options}
        </Select>
      </div>
      <div className="flex items-center gap-2">
        <input
          id={notifyId}
          type="checkbox"
          checked={notifyCustomer}
          onChange={(event) => setNotifyCustomer(event.target.checked)}
          className="size-4 cursor-pointer rounded border-slate-400 accent-brand-600"
        />
        <label htmlFor={notifyId} className="cursor-pointer text-sm text-slate-700">
          {DESK_MESSAGES.emailCustomer}
          <span className="sr-only"> ({submitter})</span>
        </label>
        <span id={`${notifyId}-hint`} className="sr-only">
          {DESK_MESSAGES.emailCustomerHint}
        </span>
      </div>
    </div>
  );
}
