import type { BookingSale } from '#shared/schemas/booking-responses';
import { QuoteLinesList } from '#web/components/quote/quote-lines-list';
import { QuoteTotals } from '#web/components/quote/quote-totals';

/** What a booking sold, which its receipts and invoice bill: its quote's or its own lines, and their totals. */
export function BookingSaleSummary({ sale }: { sale: BookingSale }) {
  return (
    <section aria-label="Lines billed" className="space-y-2">
      <h3 className="text-sm font-semibold text-brand-950">
        {sale.quoteNumber ? `Lines of quote ${sale.quoteNumber}` : 'Lines'}
      </h3>
      <p className="text-sm text-slate-700">
        Bill to <span className="font-medium text-slate-900 wrap-anywhere">{sale.customer.name}</span>
      </p>
      <QuoteLinesList lines={sale.lines} />
      <QuoteTotals
        className="rounded-xl bg-brand-50/60 p-3"
        figures={{ ...sale, exempt: sale.exemptionReason !== '' }}
      />
    </section>
  );
}
