import { CircleCheck, TriangleAlert } from 'lucide-react';

/** Whether a quote can be sent with the details as saved, and if not, which are missing. */
export function BusinessDetailsReadiness({ missing }: { missing: readonly string[] }) {
  if (missing.length === 0) {
    return (
      <p className="flex items-start gap-2 rounded-lg bg-emerald-50 px-3.5 py-2.5 text-sm text-emerald-900">
        <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        Everything a quote needs is filled in.
      </p>
    );
  }
  return (
    <p className="flex items-start gap-2 rounded-lg bg-amber-50 px-3.5 py-2.5 text-sm text-amber-900">
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>Before a quote can be sent, fill in and save: {missing.join(', ')}.</span>
    </p>
  );
}
