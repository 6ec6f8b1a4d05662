import { Download } from 'lucide-react';
import type { QuoteState } from '#shared/constants/quotes';
import { formatDate } from '#shared/format';
import { gstStateLabel } from '#shared/gst/states';
import type { CustomerQuote } from '#shared/schemas/quote-responses';
import { QuoteLinesList } from '#web/components/quote/quote-lines-list';
import { QuoteTotals } from '#web/components/quote/quote-totals';
import { buttonClasses } from '#web/components/ui/button';
import { StatePill } from '#web/components/ui/state-pill';
import { useLocation } from 'react-router';
import { QUOTE_FORM_ANSWERS, quoteFormAnswerOf } from '../quote-form-answers';
import { FormAnswerNote } from './form-answer-note';
import { QuoteAnswer } from './quote-answer';
import { QuoteTerms } from './quote-terms';

/** The state of the quote in the customer's words, with its colour. */
const STATE: Partial<Record<QuoteState, { label: string; tone: string }>> = {
  sent: { label: 'Awaiting your answer', tone: 'bg-amber-100 text-amber-900' },
  viewed: { label: 'Awaiting your answer', tone: 'bg-amber-100 text-amber-900' },
  accepted: { label: 'Accepted', tone: 'bg-emerald-100 text-emerald-900' },
  declined: { label: 'Declined', tone: 'bg-slate-200 text-slate-800' },
  expired: { label: 'Expired', tone: 'bg-slate-200 text-slate-800' },
  superseded: { label: 'Replaced', tone: 'bg-slate-200 text-slate-800' },
};

/**
 * The customer's quote on their status page (issue 21): its lines, taxes and total, validity,
 * schedule and terms, the same PDF they were e-mailed, and their answer.
 */
export function StatusQuote({
  quote,
  token,
  eventDate,
  booked,
}: {
  quote: CustomerQuote;
  token: string;
  eventDate: string;
  /** The inquiry has a booking, which the page shows above the quote. */
  booked: boolean;
}) {
  const state = STATE[quote.state];
  // Accepting by the form before the page's script had started: the server's redirect says how it went.
  const answer = quoteFormAnswerOf(useLocation().search);
  return (
    <section
      aria-labelledby="quote-heading"
      className="space-y-5 rounded-2xl border border-brand-100 bg-white p-6 shadow-sm sm:p-8"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-sm font-medium text-slate-600">
            Quotation {quote.number}
            {quote.version > 1 ? `, version ${quote.version}` : ''}
          </p>
          <h2 id="quote-heading" className="mt-1 text-2xl font-bold text-brand-950">
            Your quote
          </h2>
        </div>
        {state && <StatePill label={state.label} tone={state.tone} size="large" />}
      </div>
      {answer && <FormAnswerNote answer={QUOTE_FORM_ANSWERS[answer]} />}
      <p className="text-sm text-slate-700">
        For {quote.customer.name}
        {quote.customer.gstin ? ` (GSTIN ${quote.customer.gstin})` : ''}. Place of supply{' '}
        {gstStateLabel(quote.placeOfSupply)}. Valid until {formatDate(quote.validUntil)}.
      </p>
      <QuoteLinesList lines={quote.lines} />
      <QuoteTotals figures={{ ...quote, exempt: quote.exemptionReason !== '' }} className="sm:ml-auto sm:max-w-sm" />
      <QuoteTerms quote={quote} eventDate={eventDate} />
      <a
        href={`/api/inquiry-status/${encodeURIComponent(token)}/quote.pdf`}
        download
        className={buttonClasses({ variant: 'outline' })}
      >
        <Download className="size-4" aria-hidden="true" />
        Download PDF
      </a>
      <QuoteAnswer quote={quote} token={token} booked={booked} />
    </section>
  );
}
