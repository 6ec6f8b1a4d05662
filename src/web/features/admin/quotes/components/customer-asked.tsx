import type { Inquiry } from '#shared/schemas/inquiry';
import { quoteNeedsOf } from '#web/lib/quote-needs';

/**
 * What the customer said of their budget and the event's size (issue 41), shown over the quote
 * while staff draft it, for reference: the exact budget and guests of a booking, the ranges a
 * general inquiry chose. Nothing when they said none of it.
 */
export function CustomerAsked({ inquiry }: { inquiry: Inquiry }) {
  const facts = [
    ...quoteNeedsOf(inquiry).filter(({ need }) => need === 'budget' || need === 'guests'),
    ...(inquiry.budgetRange ? [{ label: 'Budget range', value: inquiry.budgetRange }] : []),
    ...(inquiry.audienceSize ? [{ label: 'Audience size', value: inquiry.audienceSize }] : []),
  ];
  if (facts.length === 0) return null;
  return (
    <aside aria-labelledby="customer-asked-heading" className="mb-5 rounded-xl bg-brand-50 px-4 py-3 text-sm">
      <h3 id="customer-asked-heading" className="font-semibold text-brand-950">
        The customer’s own figures, for reference
      </h3>
      <dl className="mt-1 flex flex-wrap gap-x-6 gap-y-1">
        {facts.map(({ label, value }) => (
          <div key={label}>
            <dt className="inline text-slate-700">{label}: </dt>
            <dd className="inline font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
