import type { ReactNode } from 'react';
import { formatDate } from '#shared/format';
import { formatRupeesWithPaise } from '#shared/money';
import type { Booking } from '#shared/schemas/booking-responses';

/** One term of a booking's facts and its value. */
export function BookingFact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-slate-600">{term}</dt>
      <dd className="text-slate-900 tabular-nums">{children}</dd>
    </>
  );
}

/** Terms and values in two columns, at every width. */
export function FactList({ children }: { children: ReactNode }) {
  return <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">{children}</dl>;
}

type ScheduleFigures = Pick<
  Booking,
  'totalPaise' | 'advancePaise' | 'balancePaise' | 'balanceDueOn' | 'paidPaise' | 'duePaise' | 'overdue'
>;

/**
 * A booking's schedule and what is paid, as staff and its customer both read it: the total, the
 * advance, the balance with its due date, paid so far, and what is still due (marked overdue
 * past its day). `children` are facts shown before them (the celebrity, the days, the venue),
 * `after` facts shown after them (a cancellation's);
 * `dueNowPaise`, when given, adds what is to be paid at once; `showDue` false leaves out what is
 * due (a cancelled booking's).
 */
export function BookingFacts({
  booking,
  dueNowPaise,
  showDue = true,
  children,
  after,
}: {
  booking: ScheduleFigures;
  dueNowPaise?: number;
  showDue?: boolean;
  children?: ReactNode;
  after?: ReactNode;
}) {
  return (
    <FactList>
      {children}
      <BookingFact term="Total">{formatRupeesWithPaise(booking.totalPaise)}</BookingFact>
      <BookingFact term="Advance">{formatRupeesWithPaise(booking.advancePaise)}</BookingFact>
      <BookingFact term="Balance">
        {formatRupeesWithPaise(booking.balancePaise)}, due by {formatDate(booking.balanceDueOn)}
      </BookingFact>
      <BookingFact term="Paid so far">{formatRupeesWithPaise(booking.paidPaise)}</BookingFact>
      {showDue && dueNowPaise !== undefined && (
        <BookingFact term="Due now">{formatRupeesWithPaise(dueNowPaise)}</BookingFact>
      )}
      {showDue && (
        <BookingFact term="Still due">
          {formatRupeesWithPaise(booking.duePaise)}
          {booking.overdue && (
            <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">Overdue</span>
          )}
        </BookingFact>
      )}
      {after}
    </FactList>
  );
}
