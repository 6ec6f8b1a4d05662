import { useState } from 'react';
import { INQUIRY_STATUSES, type InquiryStatus } from '#shared/constants';
import { DESK_MESSAGES } from '#shared/messages';
import { Select } from '#web/components/ui/select';
import { useUpdateInquiryStatus } from '../api/update-inquiry-status';

interface InquiryStatusSelectProps {
  inquiryId: string;
  status: InquiryStatus;
  /** Whose inquiry, so each dropdown has its own name ("Status of Priya Sharma's inquiry"). */
  submitter: string;
  /** The dropdown alone, its label read but not shown (a table row). */
  compact?: boolean;
}

const LABELS: Record<InquiryStatus, string> = {
  pending: 'Pending',
  contacted: 'Contacted',
  confirmed: 'Confirmed',
  rejected: 'Rejected',
};

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
 */
export function InquiryStatusSelect({ inquiryId, status, submitter, compact = false }: InquiryStatusSelectProps) {
  const { mutate, isPending, variables } = useUpdateInquiryStatus();
  const [notifyCustomer, setNotifyCustomer] = useState(false);
  const shown = isPending && variables ? variables.status : status;
  const id = `inquiry-status-${inquiryId}`;
  const notifyId = `inquiry-notify-${inquiryId}`;
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-x-4 gap-y-2">
      <div className="flex min-w-0 items-center gap-2.5 sm:gap-3">
        <label htmlFor={id} className={compact ? 'sr-only' : 'text-sm font-medium text-slate-800'}>
          Status<span className="sr-only"> of {submitter}&apos;s inquiry</span>
        </label>
        <Select
          id={id}
          value={shown}
          aria-busy={isPending || undefined}
          aria-describedby={compact ? undefined : `${notifyId}-hint`}
          onChange={(event) => {
            const next = event.target.value;
            if (!isStatus(next) || next === shown) return;
            const notify = notifyCustomer && isDecision(next);
            mutate(
              { id: inquiryId, status: next, notifyCustomer: notify || undefined },
              { onSuccess: () => notify && setNotifyCustomer(false) },
            );
          }}
          className={compact ? 'w-32 min-w-0' : 'w-36 min-w-0 sm:w-40'}
        >
          {INQUIRY_STATUSES.map((value) => (
            <option key={value} value={value}>
              {LABELS[value]}
            </option>
          ))}
        </Select>
      </div>
      {!compact && (
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
      )}
    </div>
  );
}
