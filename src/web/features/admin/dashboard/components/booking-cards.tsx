import { AlarmClock, HandCoins, Percent, Wallet } from 'lucide-react';
import type { Dashboard } from '#shared/schemas/dashboard';
import { conversionNote, outstandingNote, overdueNote, receivedNote } from '../booking-notes';
import { formatRupeeFigure } from '../money-figure';
import { quoteLabel } from '../quote-notes';
import { BookedValueChart } from './booked-value-chart';
import { ChangeLine, DashboardCard } from './stat-card';

const NOTE_CLASS = 'mt-2 text-xs font-medium text-slate-600';

/**
 * The bookings (issue 22): advances received (the bookings made this month are SPEC's "Monthly
 * Bookings" card, one figure: issue 36), what is still due and overdue,
 * the value booked by month and how many quoted inquiries became bookings. Cancelled bookings
 * count in none of them.
 */
export function BookingCards({ dashboard }: { dashboard: Dashboard }) {
  const { bookings } = dashboard;
  const thisMonth = bookings.valueByMonth.at(-1)?.month ?? '';
  return (
    <>
      <div className="grid gap-4 md:grid-cols-3">
        <DashboardCard
          label="Advances received this month"
          value={formatRupeeFigure(bookings.advancesReceived.value)}
          icon={HandCoins}
          tone="bg-brand-100 text-brand-800"
        >
          <ChangeLine stat={bookings.advancesReceived} basis="last-month" />
          <p className={NOTE_CLASS}>{receivedNote(bookings.receivedThisMonth, thisMonth)}</p>
        </DashboardCard>
        <DashboardCard
          label="Balances outstanding"
          value={formatRupeeFigure(bookings.outstanding.paise)}
          icon={Wallet}
          tone="bg-blue-100 text-blue-800"
        >
          <p className={NOTE_CLASS}>{outstandingNote(bookings.outstanding)}</p>
        </DashboardCard>
        <DashboardCard
          label="Overdue balances"
          value={formatRupeeFigure(bookings.overdue.paise)}
          icon={AlarmClock}
          tone={bookings.overdue.count > 0 ? 'bg-red-100 text-red-800' : 'bg-slate-100 text-slate-700'}
        >
          <p className={NOTE_CLASS}>{overdueNote(bookings.overdue)}</p>
        </DashboardCard>
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <BookedValueChart months={bookings.valueByMonth} className="lg:col-span-2" />
        <DashboardCard
          label={quoteLabel('Quotes to bookings', bookings.conversion.days)}
          value={
            bookings.conversion.percent === null ? (
              <>
                <span aria-hidden="true">—</span>
                <span className="sr-only">No figure yet</span>
              </>
            ) : (
              `${bookings.conversion.percent}%`
            )
          }
          icon={Percent}
          tone="bg-yellow-100 text-yellow-800"
        >
          <p className={NOTE_CLASS}>{conversionNote(bookings.conversion)}</p>
          <p className={NOTE_CLASS}>Any booking of the inquiry counts, agreed by phone too</p>
        </DashboardCard>
      </div>
    </>
  );
}
