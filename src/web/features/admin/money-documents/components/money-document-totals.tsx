import { formatDate } from '#shared/format';
import type { MoneyDocumentTotals as Totals } from '#shared/schemas/money-documents-responses';
import type { MoneyDocumentGroupName } from '../utils/money-document-groups';
import { formatRupees } from '../utils/rupees';

/** The three figures each screen sums up: what came in, what went back, and what is left. */
const FIGURES: Record<MoneyDocumentGroupName, { label: string; of: (totals: Totals) => number }[]> = {
  payments: [
    { label: 'Received', of: (totals) => totals.receivedPaise },
    { label: 'Refunded', of: (totals) => totals.refundedPaise },
    { label: 'Net received', of: (totals) => totals.netReceivedPaise },
  ],
  invoices: [
    { label: 'Invoiced', of: (totals) => totals.invoicedPaise },
    { label: 'Credited', of: (totals) => totals.creditedPaise },
    { label: 'Net invoiced', of: (totals) => totals.netInvoicedPaise },
  ],
};

interface MoneyDocumentTotalsProps {
  group: MoneyDocumentGroupName;
  totals: Totals;
  /** The span the server read (the year up to today when none was chosen). */
  from: string;
  to: string;
}

/**
 * The totals of every document the filters pick (all pages), above the list so a phone shows them
 * first: received net of refunds on Payments, invoiced net of credit notes on Invoices.
 */
export function MoneyDocumentTotals({ group, totals, from, to }: MoneyDocumentTotalsProps) {
  const headingId = `${group}-totals-heading`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm shadow-brand-900/5"
    >
      <h2 id={headingId} className="text-sm font-semibold text-brand-950">
        Totals, {formatDate(from, 'short')} to {formatDate(to, 'short')}
      </h2>
      <dl className="mt-2 grid grid-cols-3 gap-3">
        {FIGURES[group].map((figure, index) => (
          <div key={figure.label} className={index === 2 ? 'border-l border-slate-200 pl-3' : ''}>
            <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{figure.label}</dt>
            <dd
              className={`mt-0.5 text-base font-semibold tabular-nums break-words sm:text-lg ${index === 2 ? 'text-brand-900' : 'text-slate-900'}`}
            >
              {formatRupees(figure.of(totals))}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
