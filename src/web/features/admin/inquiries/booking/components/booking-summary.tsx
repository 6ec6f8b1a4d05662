import { CalendarCheck } from 'lucide-react';
import { formatRupeesWithPaise } from '#shared/money';
import type { Booking } from '#shared/schemas/responses';
import { BookingFact, BookingFacts } from '#web/components/booking/booking-facts';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { bookingDaysText, travelDaysText } from '#shared/booking-days';
import { useConfirmBooking } from '../api/confirm-booking';
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
      <BookingFacts
        booking={booking}
        showDue={!booking.cancellation}
        after={
          booking.cancellation && (
            <>
              <BookingFact term="Cancelled">
                <span className="wrap-anywhere">
                  By {booking.cancellation.by === 'agency' ? 'the agency' : 'the customer'}:{' '}
                  {booking.cancellation.reason}
                </span>
              </BookingFact>
              <BookingFact term="Kept">{formatRupeesWithPaise(booking.cancellation.keptPaise)}</BookingFact>
              <BookingFact term="Due back">
                {formatRupeesWithPaise(booking.cancellation.refundDuePaise)} (
                {formatRupeesWithPaise(booking.cancellation.refundedPaise)} refunded)
              </BookingFact>
            </>
          )
        }
      >
        <BookingFact term="Celebrity">{booking.celebrity.name}</BookingFact>
        <BookingFact term="Days">
          {bookingDaysText(booking.start, booking.end)}
          {travel && <span className="text-slate-600"> ({travel})</span>}
        </BookingFact>
        {booking.venue && (
          <BookingFact term="Venue">
            <span className="wrap-anywhere">{booking.venue}</span>
          </BookingFact>
        )}
      </BookingFacts>
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
