import { CalendarPlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Inquiry } from '#shared/schemas/inquiry';
import { Button } from '#web/components/ui/button';
import { ListLoadFailed, ListLoading } from '#web/components/ui/list-states';
import { useBusinessDetails } from '#web/lib/queries/business-details';
import { useInquiryBookings } from '../api/inquiry-bookings';
import { useScrollToBooking } from '../hooks/use-scroll-to-booking';
import { BookingSummary, type BookingMoneySlot } from './booking-summary';

/** Drawn only once staff ask for it: the form library and zod stay out of the page's first load (decision 0048). */
const NewBookingForm = lazy(async () => ({ default: (await import('./new-booking-form')).NewBookingForm }));

const PANEL = 'rounded-2xl border border-slate-200 bg-white p-5 sm:p-6';

/**
 * The inquiry's booking (issue 22): made when the customer accepts the quote, or here for a deal
 * agreed by phone; awaiting its advance until staff confirm it. Only a booking inquiry whose
 * celebrity is in the catalogue can have one. Each booking's money (payments, invoice, refunds)
 * belongs to billing: the page passes it in as `money`.
 */
export function BookingPanel({
  inquiry,
  money,
  className = '',
}: {
  inquiry: Inquiry;
  money: BookingMoneySlot;
  className?: string;
}) {
  // `?book=1` (the dashboard's "New phone booking") opens the booking form straight away.
  const askedToBook = useSearchParams()[0].get('book') === '1';
  const bookings = useInquiryBookings(inquiry._id);
  const business = useBusinessDetails();
  const [making, setMaking] = useState(askedToBook);
  useScrollToBooking(bookings.isSuccess && business.isSuccess);
  const celebrityId = inquiry.celebrity;
  if (inquiry.kind !== 'booking' || !celebrityId) return null;

  let body;
  if (bookings.isPending || business.isPending) body = <ListLoading label="Loading the booking..." />;
  else if (bookings.isError || business.isError)
    body = (
      <ListLoadFailed
        message="Failed to load the booking"
        onRetry={() => void Promise.all([bookings.refetch(), business.refetch()])}
      />
    );
  else if (bookings.data.length > 0)
    body = (
      <div className="space-y-6 divide-y divide-slate-100">
        {bookings.data.map((booking) => (
          <BookingSummary
            key={booking._id}
            booking={booking}
            customerName={inquiry.name}
            agencyState={business.data.value.address.state}
            money={money}
          />
        ))}
      </div>
    );
  else if (making)
    body = (
      <NewBookingForm
        inquiry={inquiry}
        celebrityId={celebrityId}
        agencyState={business.data.value.address.state}
        onDone={() => setMaking(false)}
      />
    );
  else if (inquiry.status === 'confirmed')
    // "Confirmed" chosen by hand, with no booking: nothing is taken yet (issue 36, finding 10).
    body = (
      <div className="space-y-3">
        <p role="note" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200">
          Confirmed, but there is no booking: the celebrity’s days are still free, and the customer reads that their
          booking is being arranged. Make the booking to hold the days and ask for the advance.
        </p>
        <Button onClick={() => setMaking(true)}>
          <CalendarPlus className="size-4" aria-hidden="true" />
          Make the booking
        </Button>
      </div>
    );
  else
    body = (
      <div className="space-y-3">
        <p className="text-sm text-slate-700">
          No booking yet: one is made when the customer accepts the quote, or here for a deal agreed by phone.
        </p>
        <Button variant="outline" onClick={() => setMaking(true)}>
          <CalendarPlus className="size-4" aria-hidden="true" />
          Book without a quote
        </Button>
      </div>
    );

  return (
    <section aria-labelledby="inquiry-booking-heading" className={`${PANEL} ${className}`}>
      <h2 id="inquiry-booking-heading" className="text-lg font-semibold text-brand-950">
        Booking
      </h2>
      <div className="mt-4">
        <Suspense fallback={<ListLoading label="Loading the booking form..." />}>{body}</Suspense>
      </div>
    </section>
  );
}
