import { BadgeIndianRupee, HandCoins, Landmark, MessageSquareReply, Wallet } from 'lucide-react';
import { formatDate } from '#shared/format';
import type { Dashboard } from '#shared/schemas/dashboard';
import { outstandingNote, receivedNote } from '../booking-notes';
import { formatRupeeFigure } from '../money-figure';
import { answeredOnTimeNote, answeredWithinLabel } from '../reply-notes';
import { ChangeLine, DashboardCard } from './dashboard-card';

const NOTE_CLASS = 'mt-2 text-xs font-medium text-slate-600';

/**
 * The figures that lead somewhere (issue 41): money coming in, money still to come, how the desk
 * keeps its reply promise, and what the agency owes artists and the government. Every change is
 * coloured by its meaning: more advances received is good news. The totals of celebrities and
 * inquiries, and pending inquiries against last month, went: no one acts on them.
 */
export function FigureCards({ dashboard }: { dashboard: Dashboard }) {
  const { bookings, payouts, answeredOnTime, responseHours } = dashboard;
  const thisMonth = bookings.valueByMonth.at(-1)?.month ?? '';
  return (
    <section aria-labelledby="figures-heading" className="space-y-3">
      <h2 id="figures-heading" className="text-lg font-semibold text-brand-950">
        Money and replies
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <DashboardCard
          label="Advances received this month"
          value={formatRupeeFigure(bookings.advancesReceived.value)}
          icon={HandCoins}
          tone="bg-green-100 text-green-800"
        >
          <ChangeLine stat={bookings.advancesReceived} basis="last-month" better="up" />
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
          label={answeredWithinLabel(responseHours)}
          value={
            answeredOnTime.percent === null ? (
              <>
                <span aria-hidden="true">—</span>
                <span className="sr-only">No figure yet</span>
              </>
            ) : (
              `${answeredOnTime.percent}%`
            )
          }
          icon={MessageSquareReply}
          tone="bg-brand-100 text-brand-800"
        >
          <p className={NOTE_CLASS}>{answeredOnTimeNote(answeredOnTime)}</p>
        </DashboardCard>
        <DashboardCard
          label="Owed to artists"
          value={formatRupeeFigure(payouts.owedToArtistsPaise)}
          icon={BadgeIndianRupee}
          tone="bg-brand-100 text-brand-800"
        >
          <p className={NOTE_CLASS}>The artists&apos; shares still to pay on their bookings</p>
        </DashboardCard>
        <DashboardCard
          label="TDS due this month"
          value={formatRupeeFigure(payouts.tdsDueThisMonthPaise)}
          icon={Landmark}
          tone={payouts.tdsDueThisMonthPaise > 0 ? 'bg-yellow-100 text-yellow-800' : 'bg-slate-100 text-slate-700'}
        >
          <p className={NOTE_CLASS}>Deducted last month, due to the government by {formatDate(payouts.tdsDueOn)}</p>
        </DashboardCard>
      </div>
    </section>
  );
}
