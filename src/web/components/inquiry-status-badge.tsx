/** Badge colours of SPEC §4: pending yellow, contacted blue, confirmed green, rejected red, unknown grey. */
const STATUS_CLASSES: Record<string, string> = {
  pending: 'bg-yellow-100 text-yellow-900 ring-yellow-300',
  contacted: 'bg-blue-100 text-blue-900 ring-blue-300',
  confirmed: 'bg-green-100 text-green-900 ring-green-300',
  rejected: 'bg-red-100 text-red-900 ring-red-300',
};
const UNKNOWN_CLASSES = 'bg-slate-100 text-slate-800 ring-slate-300';

/** A status's badge colours (background, text, ring), for a control that must look like the badge. */
export function inquiryStatusClasses(status: string): string {
  return STATUS_CLASSES[status] ?? UNKNOWN_CLASSES;
}

/** An inquiry's status as a coloured pill; a missing status reads as pending (SPEC §3). */
export function InquiryStatusBadge({ status }: { status: string | null | undefined }) {
  const value = status || 'pending';
  return (
    <span
      data-status={value}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ring-1 ring-inset ${inquiryStatusClasses(value)}`}
    >
      {value}
    </span>
  );
}
