import { addCalendarDays } from '#shared/calendar-days';
import { formatDate } from '#shared/format';
import { cancellationLines, riderLinesOf } from '#shared/gst/quote-wording';
import { formatRupeesWithPaise } from '#shared/money';
import type { CustomerQuote } from '#shared/schemas/quote-responses';
import { Markdown } from '#web/components/markdown';

function TermsBlock({ title, lines }: { title: string; lines: string[] }) {
  if (lines.length === 0) return null;
  return (
    <div>
      <h3 className="font-semibold text-brand-950">{title}</h3>
      <ul className="mt-1.5 list-disc space-y-1 pl-5 text-sm text-slate-700">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

/** The quote's payment schedule, rider, cancellation terms and the agency's terms. */
export function QuoteTerms({ quote, eventDate }: { quote: CustomerQuote; eventDate: string }) {
  const balanceDue = addCalendarDays(eventDate, -quote.balanceDueDays);
  const schedule = [
    `Advance of ${quote.advancePercent}% on acceptance: ${formatRupeesWithPaise(quote.advancePaise)}`,
    ...(quote.balancePaise > 0
      ? [
          `Balance by ${formatDate(balanceDue)} (${quote.balanceDueDays === 0 ? 'on the day of the event' : `${quote.balanceDueDays} days before the event`}): ${formatRupeesWithPaise(quote.balancePaise)}`,
        ]
      : []),
  ];
  return (
    <div className="space-y-5">
      <TermsBlock title="Payment schedule" lines={schedule} />
      <TermsBlock title="Rider" lines={riderLinesOf(quote.rider)} />
      <TermsBlock title="Cancellation" lines={cancellationLines(quote.cancellationSlabs)} />
      {quote.termsMarkdown.trim() !== '' && (
        <details className="rounded-xl border border-slate-200 p-4">
          <summary className="cursor-pointer font-semibold text-brand-950">Terms and conditions</summary>
          <Markdown source={quote.termsMarkdown} className="mt-2 text-sm" />
        </details>
      )}
    </div>
  );
}
