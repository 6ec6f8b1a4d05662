import { formatIndianTime } from '#shared/format';
import type { Quote } from '#shared/schemas/quote-responses';

/**
 * What the customer did with a sent version, as the record keeps it: when they first opened it,
 * and their acceptance (the name typed, when, from which address and browser) or their decline.
 */
export function QuoteAnswerRecord({ quote }: { quote: Quote }) {
  const { acceptance } = quote;
  if (!quote.viewedAt && !acceptance && quote.declineReason === null) return null;
  return (
    <dl className="grid gap-x-4 gap-y-1 rounded-xl bg-slate-50 px-4 py-3 text-sm sm:grid-cols-[max-content_1fr]">
      {quote.viewedAt && (
        <>
          <dt className="font-medium text-slate-600">Opened by the customer</dt>
          <dd className="text-slate-900">{formatIndianTime(quote.viewedAt)}</dd>
        </>
      )}
      {acceptance && (
        <>
          <dt className="font-medium text-slate-600">Accepted</dt>
          <dd className="text-slate-900">
            {formatIndianTime(acceptance.acceptedAt)}, signed as <strong>{acceptance.name}</strong>
          </dd>
          <dt className="font-medium text-slate-600">From</dt>
          <dd className="wrap-anywhere text-slate-900">
            {acceptance.ipAddress}, {acceptance.userAgent || 'an unnamed browser'}
          </dd>
        </>
      )}
      {quote.declineReason !== null && quote.closedAt && (
        <>
          <dt className="font-medium text-slate-600">Declined</dt>
          <dd className="text-slate-900">
            {formatIndianTime(quote.closedAt)}
            {quote.declineReason ? `: “${quote.declineReason}”` : ', no reason given'}
          </dd>
        </>
      )}
    </dl>
  );
}
