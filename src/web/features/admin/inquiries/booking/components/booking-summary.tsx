import { CalendarCheck } from 'lucide-react';
import { formatDate } from '#shared/format';
import { formatRupeesWithPaise } from '#shared/money';
import type { Booking } from '#shared/schemas/responses';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { useConfirmBooking } from '../api/confirm-booking';
import { bookingDaysText, travelDaysText } from '#shared/booking-days';
import { BookingMoney } from './booking-money';
import { BookingStateBadge } from './booking-state-badge';

/** One booking as staff see it: number, state, days, amounts, and "Confirm booking" while it awaits its advance. */
export function BookingSummary({ booking }: { booking: Booking }) {
  const confirm = useConfirmBooking();
  const travel = travelDaysText(booking.bufferBefore, booking.bufferAfter);
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <BookingStateBadge state={booking.state} />
        <span className="font-semibold text-brand-950">{booking.number}</span>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium text-slate-600">Celebrity</dt>
        <dd className="text-slate-900">{booking.celebrity.name}</dd>
        <dt className="font-medium text-slate-600">Days</dt>
        <dd className="text-slate-900">
          {bookingDaysText(booking.start, booking.end)}
          {travel && <span className="text-slate-600"> ({travel})</span>}
        </dd>
        {booking.venue && (
          <>
            <dt className="font-medium text-slate-600">Venue</dt>
            <dd className="wrap-anywhere text-slate-900">{booking.venue}</dd>
          </>
        )}
        <dt className="font-medium text-slate-600">Total</dt>
        <dd className="text-slate-900 tabular-nums">{formatRupeesWithPaise(booking.totalPaise)}</dd>
        <dt className="font-medium text-slate-600">Advance</dt>
        <dd className="text-slate-900 tabular-nums">{formatRupeesWithPaise(booking.advancePaise)}</dd>
        <dt className="font-medium text-slate-600">Balance</dt>
        <dd className="text-slate-900 tabular-nums">
          {formatRupeesWithPaise(booking.balancePaise)}, due by {formatDate(booking.balanceDueOn)}
        </dd>
        <dt className="font-medium text-slate-600">Received</dt>
        <dd className="text-slate-900 tabular-nums">{formatRupeesWithPaise(booking.paidPaise)}</dd>
        {booking.cancellation ? (
          <>
            <dt className="font-medium text-slate-600">Cancelled</dt>
            <dd className="wrap-anywhere text-slate-900">
              By {booking.cancellation.by === 'agency' ? 'the agency' : 'the customer'}: {booking.cancellation.reason}
            </dd>
            <dt className="font-medium text-slate-600">Kept</dt>
            <dd className="text-slate-900 tabular-nums">{formatRupeesWithPaise(booking.cancellation.keptPaise)}</dd>
            <dt className="font-medium text-slate-600">Due back</dt>
            <dd className="text-slate-900 tabular-nums">
              {formatRupeesWithPaise(booking.cancellation.refundDuePaise)} (
              {formatRupeesWithPaise(booking.cancellation.refundedPaise)} refunded)
            </dd>
          </>
        ) : (
          <>
            <dt className="font-medium text-slate-600">Still due</dt>
            <dd className="text-slate-900 tabular-nums">
              {formatRupeesWithPaise(booking.duePaise)}
              {booking.overdue && (
                <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">
                  Overdue
                </span>
              )}
            </dd>
          </>
        )}
      </dl>
      {booking.state === 'awaiting_advance' && (
        <ConfirmDialog
          trigger={
            <Button variant="outline" disabled={confirm.isPending}>
              <CalendarCheck className="size-4" aria-hidden="true" />
              Confirm booking
            </Button>
          }
          question={`Confirm ${booking.number} without waiting for the advance? Its days are then taken for good.`}
          confirmLabel="Confirm booking"
          tone="plain"
          onConfirm={() => confirm.mutate(booking._id)}
        />
      )}
      <BookingMoney booking={booking} />
    </div>
  );
}
