import { Wallet } from 'lucide-react';
import { AdminPageTitle } from '#web/components/layout/admin-page-title';
import { ListEmpty, ListLoadFailed, ListLoading } from '#web/components/ui/list-states';
import { useTalentProfile } from '#web/lib/queries/talent-profile';
import { usePageTitle } from '#web/lib/use-head-meta';
import { useTalentEarnings } from './api/talent-earnings';
import { EarningCard } from './components/earning-card';
import { MoneyRow } from './components/money-rows';
import { StatementDownloads } from './components/statement-downloads';

/**
 * What each booking earned the talent (issue 39): shown only when the agency has switched "share
 * fees" on for them; otherwise the page says so and asks nothing of the server.
 */
export function PortalEarningsPage() {
  usePageTitle('Your earnings');
  const profile = useTalentProfile();
  const shareFees = profile.data?.shareFees ?? false;
  const celebrities = profile.data?.celebrities ?? [];
  const query = useTalentEarnings(shareFees);

  let content;
  if (profile.isPending) content = <ListLoading label="Loading your earnings..." centered />;
  else if (!shareFees) {
    content = (
      <ListEmpty icon={Wallet}>
        <p className="mt-4 text-base font-medium text-slate-800">The agency does not share fees here.</p>
        <p className="mt-1 text-sm text-slate-600">Ask the agency to switch it on if you want to see your earnings.</p>
      </ListEmpty>
    );
  } else if (query.isPending) content = <ListLoading label="Loading your earnings..." centered />;
  else if (query.isError) {
    content = <ListLoadFailed message="Your earnings could not be loaded." onRetry={() => void query.refetch()} />;
  } else {
    const { items, totals } = query.data;
    content = (
      <div className="space-y-6">
        <section
          aria-labelledby="earnings-totals"
          className="rounded-2xl border border-brand-200 bg-white p-5 shadow-sm shadow-brand-900/5"
        >
          <h2 id="earnings-totals" className="text-lg font-semibold text-brand-950">
            All bookings
          </h2>
          <dl className="mt-3 divide-y divide-slate-100">
            <MoneyRow label="Gross fees" paise={totals.grossPaise} />
            <MoneyRow label="Commission" paise={-totals.commissionPaise} />
            <MoneyRow label="TDS" paise={-totals.tdsPaise} />
            <MoneyRow label="Net" paise={totals.netPaise} strong />
            <MoneyRow label="Paid" paise={totals.paidOutPaise} />
            <MoneyRow label="Still to be paid" paise={totals.balancePaise} strong />
          </dl>
        </section>
        {items.length === 0 ? (
          <ListEmpty icon={Wallet}>
            <p className="mt-4 text-base font-medium text-slate-800">No earnings yet.</p>
            <p className="mt-1 text-sm text-slate-600">A booking’s fee shows here once the agency has settled it.</p>
          </ListEmpty>
        ) : (
          <ul aria-label="Earnings by booking" className="grid grid-cols-1 gap-4 md:grid-cols-2">
            {items.map((earning) => (
              <li key={earning.booking._id}>
                <EarningCard earning={earning} showCelebrity={celebrities.length !== 1} />
              </li>
            ))}
          </ul>
        )}
        <StatementDownloads celebrities={celebrities} />
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <AdminPageTitle title="Your earnings">
        Each booking’s fee, the agency’s commission, the TDS deducted, and what has been paid to you.
      </AdminPageTitle>
      {content}
    </div>
  );
}
