import { INQUIRY_STATUSES, type InquiryStatus } from '#shared/constants';
import { Select } from '#web/components/ui/select';
import { useUpdateInquiryStatus } from '../api/update-inquiry-status';

interface InquiryStatusSelectProps {
  inquiryId: string;
  status: InquiryStatus;
  /** Whose inquiry, so each dropdown has its own name ("Status of Priya Sharma's inquiry"). */
  submitter: string;
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

/**
 * Sets any of the four statuses at any time (SPEC §4). The chosen status shows at once while it
 * is saved; the toast then confirms it, or on failure the list reloads with the stored one.
 */
export function InquiryStatusSelect({ inquiryId, status, submitter }: InquiryStatusSelectProps) {
  const { mutate, isPending, variables } = useUpdateInquiryStatus();
  const shown = isPending && variables ? variables.status : status;
  const id = `inquiry-status-${inquiryId}`;
  return (
    <div className="flex min-w-0 items-center gap-2.5 sm:gap-3">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        Status<span className="sr-only"> of {submitter}&apos;s inquiry</span>
      </label>
      <Select
        id={id}
        value={shown}
        aria-busy={isPending || undefined}
        onChange={(event) => {
          const next = event.target.value;
          if (isStatus(next) && next !== shown) mutate({ id: inquiryId, status: next });
        }}
        className="w-36 min-w-0 sm:w-40"
      >
        {INQUIRY_STATUSES.map((value) => (
          <option key={value} value={value}>
            {LABELS[value]}
          </option>
        ))}
      </Select>
    </div>
  );
}
