import type { UseQueryResult } from '@tanstack/react-query';
import { formatRupeesWithPaise } from '#shared/money';
import type { PayoutPreview } from '#shared/schemas/payouts-responses';
import { Spinner } from '#web/components/ui/spinner';

/**
 * The TDS the product will deduct from this payout, and why, read from the server as the amount
 * and the day change. Only a help: the form saves without it, and the server works the TDS out
 * again when it records the payout.
 */
export function TdsPreview({ complete, preview }: { complete: boolean; preview: UseQueryResult<PayoutPreview> }) {
  let body;
  if (!complete) body = <p className="text-slate-600">Type the amount and the date to see the TDS.</p>;
  else if (preview.isError)
    body = <p className="text-slate-700">The TDS could not be worked out now; it is worked out when you save.</p>;
  else if (!preview.data)
    body = (
      <p className="flex items-center gap-2 text-slate-700">
        <Spinner className="size-4 text-brand-600" />
        Working out the TDS...
      </p>
    );
  else {
    const { tdsPaise, netPaise, sectionLabel, explanation } = preview.data;
    body = (
      <>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
          <dt className="font-medium text-slate-600">TDS</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">
            {formatRupeesWithPaise(tdsPaise)}
            {sectionLabel && <span className="font-normal text-slate-600"> under {sectionLabel}</span>}
          </dd>
          <dt className="font-medium text-slate-600">Net to the artist</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{formatRupeesWithPaise(netPaise)}</dd>
        </dl>
        <p className="mt-2 text-slate-700">{explanation}</p>
      </>
    );
  }
  return (
    <section
      aria-label="TDS on this payout"
      aria-live="polite"
      aria-busy={complete && preview.isFetching}
      className="rounded-xl bg-slate-50 p-3 text-sm ring-1 ring-slate-200"
    >
      {body}
    </section>
  );
}
