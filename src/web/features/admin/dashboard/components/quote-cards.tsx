import { BadgeCheck, IndianRupee, Send, Timer } from 'lucide-react';
import type { Dashboard } from '#shared/schemas/dashboard';
import { formatRupeeFigure } from '../money-figure';
import { formatTimeToQuote, quoteLabel, timeToQuoteNote } from '../quote-notes';
import { DashboardCard } from './stat-card';

const NOTE_CLASS = 'mt-2 text-xs font-medium text-slate-600';

/** The quotes of the last 30 days (issue 21): sent, accepted, their value and the time to a first quote. */
export function QuoteCards({ dashboard }: { dashboard: Dashboard }) {
  const { quotes } = dashboard;
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <DashboardCard
        label={quoteLabel('Quotes sent', quotes.days)}
        value={quotes.sent.toLocaleString('en-IN')}
        icon={Send}
        tone="bg-blue-100 text-blue-800"
      >
        <p className={NOTE_CLASS}>Every version sent, revisions included</p>
      </DashboardCard>
      <DashboardCard
        label={quoteLabel('Quotes accepted', quotes.days)}
        value={quotes.accepted.toLocaleString('en-IN')}
        icon={BadgeCheck}
        tone="bg-green-100 text-green-800"
      >
        <p className={NOTE_CLASS}>By the day the customer accepted</p>
      </DashboardCard>
      <DashboardCard
        label={quoteLabel('Value accepted', quotes.days)}
        value={formatRupeeFigure(quotes.acceptedPaise)}
        icon={IndianRupee}
        tone="bg-brand-100 text-brand-800"
      >
        <p className={NOTE_CLASS}>The accepted quotes’ totals, GST included</p>
      </DashboardCard>
      <DashboardCard
        label={quoteLabel('Median time to quote', quotes.days)}
        value={
          quotes.medianSecondsToQuote === null ? (
            <>
              <span aria-hidden="true">—</span>
              <span className="sr-only">No figure yet</span>
            </>
          ) : (
            formatTimeToQuote(quotes.medianSecondsToQuote)
          )
        }
        icon={Timer}
        tone="bg-yellow-100 text-yellow-800"
      >
        <p className={NOTE_CLASS}>{timeToQuoteNote(quotes)}</p>
      </DashboardCard>
    </div>
  );
}
