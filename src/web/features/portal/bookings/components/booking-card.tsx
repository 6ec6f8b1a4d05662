import { CalendarDays, MapPin, Plane, Ticket } from 'lucide-react';
import type { ReactNode } from 'react';
import { bookingDaysText, travelDaysText } from '#shared/booking-days';
import type { TalentBooking } from '#shared/schemas/talent';
import { StatePill } from '#web/components/ui/state-pill';
import { BOOKING_STATE_WORDS, placeText } from '../utils/booking-words';

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-2.5">
      <dt className="mt-0.5 shrink-0 text-brand-600">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 text-sm break-words text-slate-800">{children}</dd>
    </div>
  );
}

/**
 * One upcoming booking as a card: its days as the heading, its state, then where, what kind of
 * event, the travel days it also takes, and whose booking it is when the user has several
 * celebrities.
 */
export function BookingCard({ booking, showCelebrity }: { booking: TalentBooking; showCelebrity: boolean }) {
  const headingId = `booking-${booking._id}`;
  const state = BOOKING_STATE_WORDS[booking.state];
  const travel = travelDaysText(booking.bufferBefore, booking.bufferAfter);
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm shadow-brand-900/5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold text-brand-950">
          {bookingDaysText(booking.start, booking.end)}
        </h2>
        <StatePill data-booking-state={booking.state} label={state.label} tone={state.tone} />
      </div>
      {showCelebrity && <p className="mt-0.5 text-sm font-medium text-slate-700">{booking.celebrity.name}</p>}
      <dl className="mt-4 space-y-2.5">
        <Fact icon={<MapPin className="size-4" aria-hidden="true" />} label="Place">
          {placeText(booking)}
        </Fact>
        <Fact icon={<Ticket className="size-4" aria-hidden="true" />} label="Event">
          {booking.eventType || 'Event'}
        </Fact>
        <Fact icon={<Plane className="size-4" aria-hidden="true" />} label="Travel days">
          {travel ? travel.charAt(0).toUpperCase() + travel.slice(1) : 'No travel days'}
        </Fact>
        <Fact icon={<CalendarDays className="size-4" aria-hidden="true" />} label="Booking">
          {booking.number}
        </Fact>
      </dl>
    </article>
  );
}
