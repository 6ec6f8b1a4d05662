import { Link } from 'react-router';
import { addCalendarDays } from '#shared/calendar-days';
import { indianDay } from '#shared/format';
import type { UpcomingEvents as Upcoming } from '#shared/schemas/dashboard';
import { BookingStateBadge } from '#web/components/booking/booking-state-badge';
import { formatRupeeFigure } from '../money-figure';
import { bookingHref, eventDaysText, shownOfText } from '../todo-notes';

/** What an event still waits for, in money: due now (red when overdue), due later, or nothing. */
function moneyLine(event: Upcoming['items'][number]) {
  if (event.duePaise === 0) return { text: 'Paid in full', tone: 'text-green-800' };
  if (event.dueNowPaise > 0) {
    return {
      text: `${formatRupeeFigure(event.dueNowPaise)} due now${event.overdue ? ', overdue' : ''}`,
      tone: event.overdue ? 'text-red-800' : 'text-amber-900',
    };
  }
  return { text: `${formatRupeeFigure(event.duePaise)} due later`, tone: 'text-slate-700' };
}

/** The bookings on in the next 14 days, the soonest first, each with its state and what it still owes. */
export function UpcomingEvents({ upcoming }: { upcoming: Upcoming }) {
  const today = indianDay();
  const tomorrow = addCalendarDays(today, 1);
  const shown = shownOfText(upcoming.items.length, upcoming.count);
  return (
    <section
      aria-labelledby="upcoming-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      data-section="upcoming"
    >
      <h2 id="upcoming-heading" className="text-lg font-semibold text-brand-950">
        Events in the next {upcoming.days} days
      </h2>
      {upcoming.items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No event in the next {upcoming.days} days.</p>
      ) : (
        <ul className="mt-3 grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {upcoming.items.map((event) => {
            const money = moneyLine(event);
            return (
              <li key={event.bookingId}>
                <Link
                  to={bookingHref(event.inquiryId, event.bookingId)}
                  className="block h-full rounded-xl p-3 ring-1 ring-slate-200 hover:bg-brand-50 hover:ring-brand-300"
                >
                  <span className="flex items-start justify-between gap-2">
                    <span className="text-sm font-semibold text-brand-950">
                      {eventDaysText(event.startDate, event.endDate, today, tomorrow)}
                    </span>
                    <BookingStateBadge state={event.state} />
                  </span>
                  <span className="mt-1 block truncate font-medium text-slate-900">{event.celebrityName}</span>
                  <span className="block truncate text-sm text-slate-600">
                    {event.customerName}
                    {event.venue && ` · ${event.venue}`}
                  </span>
                  <span className={`mt-1 block text-sm font-semibold tabular-nums ${money.tone}`}>{money.text}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      {shown && <p className="mt-2 text-xs text-slate-600">{shown}</p>}
    </section>
  );
}
