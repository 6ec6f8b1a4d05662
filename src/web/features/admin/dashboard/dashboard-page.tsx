import { AdminPageTitle } from '#web/components/layout/admin-page-title';
import { adminScreenHeading } from '#web/components/layout/admin-screen-headings';
import { useState } from 'react';
import { RotateCw } from 'lucide-react';
import type { FunnelDays } from '#shared/constants/dashboard';
import { BusinessDetailsMissing } from '#web/components/business-details-missing';
import { Button } from '#web/components/ui/button';
import { Spinner } from '#web/components/ui/spinner';
import { useBusinessDetails } from '#web/lib/queries/business-details';
import { useDashboard } from '#web/lib/queries/dashboard';
import { useIsAdmin } from '#web/lib/session-store';
import { usePageTitle } from '#web/lib/use-head-meta';
import { BookedValueChart } from './components/booked-value-chart';
import { CashByWeekChart } from './components/cash-by-week-chart';
import { FigureCards } from './components/figure-cards';
import { FunnelChart } from './components/funnel-chart';
import { QuickActions } from './components/quick-actions';
import { RecentInquiries } from './components/recent-inquiries';
import { TodoLists } from './components/todo-lists';
import { UpcomingEvents } from './components/upcoming-events';

/**
 * The staff's dashboard, a screen to act on (issue 41), in this order at every width: what needs
 * doing now, the events of the next 14 days, then the pictures (the funnel, cash by week, value
 * booked by month), the figures that lead to an action and the latest inquiries.
 */
const HEADING = adminScreenHeading('adminDashboard');

export function DashboardPage() {
  usePageTitle(HEADING.title);
  const [days, setDays] = useState<FunnelDays>(30);
  const { data, isPending, isError, refetch, isFetching, isPlaceholderData } = useDashboard(days);
  // An admin's first sign-in (and every one after, until done) says what quotes still need.
  const isAdmin = useIsAdmin();
  const business = useBusinessDetails();
  return (
    <div className="space-y-6">
      <div className={HEADING.row}>
        <AdminPageTitle title={HEADING.title} lead>
          {HEADING.description}
        </AdminPageTitle>
        <QuickActions />
      </div>
      {isAdmin && business.data && <BusinessDetailsMissing state={business.data} context="dashboard" />}
      {isPending ? (
        <p role="status" className="flex items-center gap-3 py-12 text-slate-600">
          <Spinner /> Loading dashboard...
        </p>
      ) : isError ? (
        <div role="alert" className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
          <p className="font-medium text-slate-900">The dashboard could not be loaded.</p>
          <Button variant="outline" className="mt-4" onClick={() => void refetch()} disabled={isFetching}>
            <RotateCw className="size-4" aria-hidden="true" /> Try again
          </Button>
        </div>
      ) : (
        <>
          <TodoLists dashboard={data} />
          <UpcomingEvents upcoming={data.upcoming} />
          <div className="grid gap-6 lg:grid-cols-2">
            <FunnelChart funnel={data.funnel} onDaysChange={setDays} busy={isPlaceholderData} />
            <CashByWeekChart weeks={data.cashByWeek} />
          </div>
          <BookedValueChart months={data.bookings.valueByMonth} />
          <FigureCards dashboard={data} />
          <RecentInquiries inquiries={data.recentInquiries} />
        </>
      )}
    </div>
  );
}
