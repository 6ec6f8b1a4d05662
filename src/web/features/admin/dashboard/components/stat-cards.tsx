import { CalendarCheck, Clock, Inbox, Star } from 'lucide-react';
import type { Dashboard } from '#shared/schemas/dashboard';
import { ChangeLine, DashboardCard, StatCard } from './stat-card';

/** The four stat cards of SPEC §2, with real figures. */
export function StatCards({ dashboard }: { dashboard: Dashboard }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        label="Total Celebrities"
        stat={dashboard.totalCelebrities}
        basis="end-of-last-month"
        icon={Star}
        tone="bg-brand-100 text-brand-800"
      />
      <StatCard
        label="Total Inquiries"
        stat={dashboard.totalInquiries}
        basis="end-of-last-month"
        icon={Inbox}
        tone="bg-blue-100 text-blue-800"
      />
      <StatCard
        label="Pending Inquiries"
        stat={dashboard.pendingInquiries}
        basis="end-of-last-month"
        icon={Clock}
        tone="bg-yellow-100 text-yellow-800"
      />
      {/* The bookings made this month, the same figure as the booking figures' (issue 36). */}
      <DashboardCard
        label="Monthly Bookings"
        value={dashboard.monthlyBookings.value.toLocaleString('en-IN')}
        icon={CalendarCheck}
        tone="bg-green-100 text-green-800"
      >
        <ChangeLine stat={dashboard.monthlyBookings} basis="last-month" />
        <p className="mt-2 text-xs font-medium text-slate-600">Bookings made this month, cancelled ones left out</p>
      </DashboardCard>
    </div>
  );
}
