import { CheckCircle2 } from 'lucide-react';
import { formatDate, formatIndianTime } from '#shared/format';
import { formatRupeesWithPaise } from '#shared/money';
import type { CustomerQuote } from '#shared/schemas/quote-responses';
import { NewQuoteRequest } from './new-quote-request';
import { QuoteAcceptForm } from './quote-accept-form';
import { QuoteDeclineForm } from './quote-decline-form';

/** Why a quote can no longer be accepted, in the customer's words. */
function closedReason(quote: CustomerQuote): string {
  switch (quote.state) {
    case 'expired':
      return `This quote expired on ${formatDate(quote.validUntil)}, so it can no longer be accepted.`;
    case 'superseded':
      return 'This quote has been replaced by a newer version, so it can no longer be accepted.';
    default:
      return `You declined this quote${quote.declineReason ? `: “${quote.declineReason}”` : ''}.`;
  }
}

/** What the customer can do with the quote now: accept or decline it, see their acceptance, or ask again. */
export function QuoteAnswer({ quote, token, booked }: { quote: CustomerQuote; token: string; booked: boolean }) {
  if (quote.state === 'accepted' && quote.acceptance) {
    return (
      <div role="status" className="rounded-xl bg-emerald-50 p-4 text-emerald-950 sm:p-5">
        <p className="flex items-start gap-2 font-semibold">
          <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          You accepted this quote on {formatIndianTime(quote.acceptance.acceptedAt)} as {quote.acceptance.name}.
        </p>
        <p className="mt-2 pl-7 text-sm">
          {/* Once booked, the booking above says what is paid and due: the advance may be paid already. */}
          {booked
            ? 'Your booking above shows what you have paid and what is due.'
            : `The advance of ${formatRupeesWithPaise(quote.advancePaise)} is now due.`}{' '}
          We have e-mailed you our bank details and a copy of the quote.
        </p>
      </div>
    );
  }
  if (quote.answerable) {
    return (
      <div className="space-y-4">
        <QuoteAcceptForm token={token} version={quote.version} total={formatRupeesWithPaise(quote.totalPaise)} />
        <QuoteDeclineForm token={token} version={quote.version} />
      </div>
    );
  }
  return (
    <div className="space-y-4 rounded-xl border border-amber-200 bg-amber-50/60 p-4 sm:p-5">
      <p className="font-semibold text-amber-950">{closedReason(quote)}</p>
      <NewQuoteRequest token={token} askedAt={quote.newQuoteAskedAt} />
    </div>
  );
}
