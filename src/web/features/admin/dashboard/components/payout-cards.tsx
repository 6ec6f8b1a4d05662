import { BadgeIndianRupee, Landmark, Send } from 'lucide-react';
import { formatDate } from '#shared/format';
import type { Dashboard } from '#shared/schemas/dashboard';
import { formatRupeeFigure } from '../money-figure';
import { DashboardCard } from './stat-card';

const NOTE_CLASS = 'mt-2 text-xs font-medium text-slate-600';

/**
 * Paying the artists (issue 39): their shares still to pay, the payouts made this month, and the
 * TDS deducted last month that is due to the government (the register has the detail).
 */
export function PayoutCards({ dashboard }: { dashboard: Dashboard }) {
  const { payouts } = dashboard;
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <DashboardCard
        label="Owed to artists"
        value={formatRupeeFigure(payouts.owedToArtistsPaise)}
        icon={BadgeIndianRupee}
        tone="bg-brand-100 text-brand-800"
      >
        <p className={NOTE_CLASS}>The artists&apos; shares still to pay on their bookings</p>
      </DashboardCard>
      <DashboardCard
        label="Paid out this month"
        value={formatRupeeFigure(payouts.paidOutThisMonthPaise)}
        icon={Send}
        tone="bg-green-100 text-green-800"
      >
        <p className={NOTE_CLASS}>Payouts to artists, TDS included</p>
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
  );
}
