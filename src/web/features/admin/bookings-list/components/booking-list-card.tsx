import { Link } from 'react-router';
import { formatRupeesWithPaise } from '#shared/money';
import type { BookingListRow } from '#shared/schemas/bookings-list';
import { BookingStateBadge } from '#web/components/booking/booking-state-badge';
import { bookingPageHref, shortDaysText } from '../utils/booking-words';
import { BookingDueAmount } from './booking-due-amount';

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex min-w-0 justify-between gap-3">
      <dt className="shrink-0 text-slate-500">{term}</dt>
      <dd className="min-w-0 text-right break-words text-slate-800">{children}</dd>
    </div>
  );
}

/** One booking on a narrow screen: the table's row as a card, its number opening its inquiry at the booking. */
export function BookingListCard({ row }: { row: BookingListRow }) {
  const headingId = `booking-${row._id}-heading`;
  return (
    <article
      aria-labelledby={headingId}
      data-booking-id={row._id}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm shadow-brand-900/5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold text-brand-950">
          <Link to={bookingPageHref(row)} className="text-brand-800 underline-offset-2 hover:underline">
            {row.number}
          </Link>
          <span className="sr-only">: </span>
          <span className="mt-0.5 block text-sm font-normal break-words text-slate-700">
            {row.celebrity.name} for {row.customer.name}
          </span>
        </h2>
        <BookingStateBadge state={row.state} />
      </div>
      <dl className="mt-3 grid grid-cols-1 gap-y-2 border-t border-slate-100 pt-3 text-sm">
        <Fact term="Days">{shortDaysText(row.start, row.end)}</Fact>
        <Fact term="Total">{formatRupeesWithPaise(row.totalPaise)}</Fact>
        <Fact term="Paid">{formatRupeesWithPaise(row.paidPaise)}</Fact>
        <Fact term="Due">
          <BookingDueAmount row={row} />
        </Fact>
      </dl>
    </article>
  );
}
