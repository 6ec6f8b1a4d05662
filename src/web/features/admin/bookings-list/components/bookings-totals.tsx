import { formatRupeesWithPaise } from '#shared/money';
import type { ReactNode } from 'react';
import type { BookingListTotals } from '#shared/schemas/bookings-list';
import { indianDigits } from '#shared/indian-digits';

function Total({ term, value, note, tone = '' }: { term: string; value: string; note?: string; tone?: string }) {
  return (
    <div className="min-w-0 rounded-xl bg-slate-50 px-3 py-2">
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{term}</dt>
      <dd className={`mt-0.5 text-lg font-semibold break-words ${tone || 'text-brand-950'}`}>{value}</dd>
      {note && <dd className="text-xs text-slate-600">{note}</dd>}
    </div>
  );
}

/**
 * The sums of every booking the filters keep, whatever the page: what they come to, what was
 * received, what is still due and how much of that is overdue.
 */
export function BookingsTotals({
  totals,
  filtered,
  action,
}: {
  totals: BookingListTotals;
  filtered: boolean;
  /** Beside the heading: what to do with these bookings (their CSV). */
  action?: ReactNode;
}) {
  const count = `${indianDigits(totals.count)} ${totals.count === 1 ? 'booking' : 'bookings'}`;
  return (
    <section aria-labelledby="bookings-totals-heading" className="rounded-2xl border border-slate-200 bg-white p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="bookings-totals-heading" className="text-sm font-semibold text-brand-950">
          {filtered ? 'Totals of the bookings shown by these filters' : 'Totals of all bookings'}
        </h2>
        {action}
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-2 lg:grid-cols-4">
        <Total term="Booked" value={formatRupeesWithPaise(totals.totalPaise)} note={count} />
        <Total term="Paid" value={formatRupeesWithPaise(totals.paidPaise)} />
        <Total term="Due" value={formatRupeesWithPaise(totals.duePaise)} />
        <Total
          term="Overdue"
          value={formatRupeesWithPaise(totals.overduePaise)}
          note={`${indianDigits(totals.overdueCount)} ${totals.overdueCount === 1 ? 'booking' : 'bookings'}`}
          tone={totals.overduePaise > 0 ? 'text-red-800' : ''}
        />
      </dl>
    </section>
  );
}
