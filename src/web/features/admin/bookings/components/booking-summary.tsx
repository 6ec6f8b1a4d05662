import { CalendarCheck, CalendarClock, ListPlus } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { formatRupeesWithPaise } from '#shared/money';
import type { Booking } from '#shared/schemas/booking-responses';
import { BookingFact, BookingFacts } from '#web/components/booking/booking-facts';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { DialogButton } from '#web/components/ui/dialog-button';
import { bookingDaysText, travelDaysText } from '#shared/booking-days';
import { useBookingInvoice } from '#web/lib/queries/booking-invoice';
import { useConfirmBooking } from '../api/confirm-booking';
import { BookingSaleSummary } from './booking-sale-summary';
import { BookingStateBadge } from '#web/components/booking/booking-state-badge';
import { ListLoading } from '#web/components/ui/list-states';

// Only for a booking made before bookings carried their lines, and only once asked for: not on
// the inquiry's first load (its form library and the GST preview; decision 0048).
const loadBookingSaleForm = () => import('./booking-sale-form');
const BookingSaleForm = lazy(async () => ({ default: (await loadBookingSaleForm()).BookingSaleForm }));
const preloadBookingSaleForm = () => void loadBookingSaleForm().catch(() => undefined);

const loadPostponeBookingForm = () => import('./postpone-booking-form');
const PostponeBookingForm = lazy(async () => ({ default: (await loadPostponeBookingForm()).PostponeBookingForm }));

interface SaleContext {
  /** The inquiry's name: the billing name to start from. */
  customerName: string;
  /** The agency's registered state: CGST and SGST or IGST. */
  agencyState: string;
}

/**
 * An older phone booking without its lines (decision 0024): what that means, and "Enter the
 * lines" while it has no invoice, so that it can be invoiced.
 */
function MissingLines({ booking, customerName, agencyState }: { booking: Booking } & SaleContext) {
  const invoice = useBookingInvoice(booking._id);
  const [entering, setEntering] = useState(false);
  if (booking.cancellation || invoice.isPending || invoice.data) return null;
  if (entering)
    return (
      <Suspense fallback={<ListLoading label="Loading the form..." />}>
        <BookingSaleForm
          booking={booking}
          customerName={customerName}
          agencyState={agencyState}
          onDone={() => setEntering(false)}
        />
      </Suspense>
    );
  return (
    <div className="space-y-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
      <p>
        This booking was made before bookings carried their lines. Enter what was sold (billing details, place of supply
        and lines) to issue its tax invoice: its total becomes the lines’ total.
      </p>
      <Button
        variant="outline"
        onPointerDown={preloadBookingSaleForm}
        onFocus={preloadBookingSaleForm}
        onClick={() => setEntering(true)}
      >
        <ListPlus className="size-4" aria-hidden="true" />
        Enter the lines
      </Button>
    </div>
  );
}

/** What the page shows under each booking: its money, from the billing feature (the app layer composes them). */
export type BookingMoneySlot = (booking: Booking) => ReactNode;

/**
 * One booking as staff see it: number, state, days, what it sold (which its documents bill),
 * amounts, and "Confirm booking" while it awaits its advance; then its money (`money`).
 */
export function BookingSummary({
  booking,
  customerName,
  agencyState,
  money,
}: { booking: Booking; money: BookingMoneySlot } & SaleContext) {
  const confirm = useConfirmBooking();
  const travel = travelDaysText(booking.bufferBefore, booking.bufferAfter);
  return (
    // Its id is what the Bookings list's links name (`#booking-<id>`).
    <div id={`booking-${booking._id}`} className="scroll-mt-24 space-y-3">
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
      {booking.sale ? (
        <BookingSaleSummary sale={booking.sale} />
      ) : (
        <MissingLines booking={booking} customerName={customerName} agencyState={agencyState} />
      )}
      {(booking.state === 'awaiting_advance' || booking.state === 'confirmed') && (
        <div className="flex flex-wrap gap-3">
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
          <DialogButton
            preload={loadPostponeBookingForm}
            title="Postpone booking"
            description={`${booking.number}, now ${bookingDaysText(booking.start, booking.end)}: its payments and documents stay; the customer is e-mailed the new dates.`}
            label={
              <>
                <CalendarClock className="size-4" aria-hidden="true" />
                Postpone
              </>
            }
          >
            {(close) => <PostponeBookingForm booking={booking} onDone={close} />}
          </DialogButton>
        </div>
      )}
      {money(booking)}
    </div>
  );
}
