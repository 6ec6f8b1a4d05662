import { RotateCw } from 'lucide-react';
import { BusinessDetailsMissing } from '#web/components/business-details-missing';
import { Button } from '#web/components/ui/button';
import { Spinner } from '#web/components/ui/spinner';
import { useBusinessDetails } from '#web/lib/queries/business-details';
import { useDashboard } from '#web/lib/queries/dashboard';
import { useIsAdmin } from '#web/lib/session-store';
import { usePageTitle } from '#web/lib/use-head-meta';
import { BookingCards } from './components/booking-cards';
import { PayoutCards } from './components/payout-cards';
import { QuickActions } from './components/quick-actions';
import { QuoteCards } from './components/quote-cards';
import { RecentInquiries } from './components/recent-inquiries';
import { ReplyCards } from './components/reply-cards';
import { StatCards } from './components/stat-cards';

/** Admin dashboard (SPEC §2) with figures computed by the server rather than sample numbers. */
export function DashboardPage() {
  usePageTitle('Dashboard');
  const { data, isPending, isError, refetch, isFetching } = useDashboard();
  // An admin's first sign-in (and every one after, until done) says what quotes still need.
  const isAdmin = useIsAdmin();
  const business = useBusinessDetails();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">Dashboard</h1>
        <p className="mt-1 text-slate-600">Welcome back! Here&apos;s what&apos;s happening with your business.</p>
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
          <StatCards dashboard={data} />
          <ReplyCards dashboard={data} />
          <QuoteCards dashboard={data} />
          <BookingCards dashboard={data} />
          <PayoutCards dashboard={data} />
          <div className="grid gap-6 lg:grid-cols-3">
            <div className="min-w-0 lg:col-span-2">
              <RecentInquiries inquiries={data.recentInquiries} />
            </div>
            <QuickActions />
          </div>
        </>
      )}
    </div>
  );
}
