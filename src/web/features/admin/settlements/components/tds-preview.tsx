import { isIsoCalendarDate } from '#shared/event-date';
import { formatRupeesWithPaise, paiseFromText } from '#shared/money';
import { Spinner } from '#web/components/ui/spinner';
import { usePayoutPreview } from '../api/payout-preview';
import { useDebouncedValue } from '../hooks/use-debounced-value';

/** How long the amount and date must rest before the server is asked for their TDS. */
const PREVIEW_DELAY_MS = 400;

/**
 * The TDS the product will deduct from this payout, and why, read from the server as the amount
 * and the day change (after a pause). Only a help: the form saves without it, and the server works
 * the TDS out again when it records the payout.
 */
export function TdsPreview({ bookingId, amountText, date }: { bookingId: string; amountText: string; date: string }) {
  const amountPaise = paiseFromText(amountText) ?? 0;
  const complete = amountPaise > 0 && isIsoCalendarDate(date);
  const asked = useDebouncedValue(complete ? { amountPaise, date } : null, PREVIEW_DELAY_MS);
  // The settled value is a new object each time; the query key holds its parts.
  const preview = usePayoutPreview(bookingId, complete ? asked : null);

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
  else
    body = (
      <>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
          <dt className="font-medium text-slate-600">TDS</dt>
          <dd className="font-semibold text-slate-900 tabular-nums" data-testid="tds-preview-amount">
            {formatRupeesWithPaise(preview.data.tdsPaise)}
            {preview.data.sectionLabel && (
              <span className="font-normal text-slate-600"> ({preview.data.sectionLabel})</span>
            )}
          </dd>
          <dt className="font-medium text-slate-600">Net to the artist</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{formatRupeesWithPaise(preview.data.netPaise)}</dd>
        </dl>
        <p className="mt-2 text-slate-700">{preview.data.explanation}</p>
      </>
    );

  return (
    <section
      aria-label="TDS on this payout"
      aria-live="polite"
      aria-busy={preview.isFetching}
      className="rounded-xl bg-slate-50 p-3 text-sm ring-1 ring-slate-200"
    >
      {body}
    </section>
  );
}
