import type { Inquiry } from '#shared/schemas/inquiry';
import { QuoteStateBadge } from '#web/components/quote/quote-state-badge';
import { quoteTotalText } from '../utils/quote-total';

interface InquiryQuoteSummaryProps {
  inquiry: Pick<Inquiry, 'quoteState' | 'quoteTotalPaise'>;
  /** The total beside the state (the table), or the state alone. */
  withTotal?: boolean;
}

/**
 * An inquiry's current quote in the list: its state as shown today (expired past its validity
 * day) and its total in rupees; "—" while there is none.
 */
export function InquiryQuoteSummary({ inquiry, withTotal = false }: InquiryQuoteSummaryProps) {
  if (inquiry.quoteState === null) {
    return (
      <span className="text-slate-500">
        <span aria-hidden="true">—</span>
        <span className="sr-only">No quote</span>
      </span>
    );
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      <QuoteStateBadge state={inquiry.quoteState} />
      {withTotal && inquiry.quoteTotalPaise !== null && (
        <span className="whitespace-nowrap tabular-nums">{quoteTotalText(inquiry.quoteTotalPaise)}</span>
      )}
    </span>
  );
}
