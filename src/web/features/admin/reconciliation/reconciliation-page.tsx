import { CreditCard } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { DateRangeFilter } from '#web/components/admin-list/date-range-filter';
import { AdminPageTitle } from '#web/components/layout/admin-page-title';
import { ListEmpty, ListLoadFailed, ListLoading } from '#web/components/ui/list-states';
import { usePageTitle } from '#web/lib/use-head-meta';
import { useReconciliation } from './api/reconciliation';
import { NightlyCheckNote } from './components/nightly-check-note';
import { ReconciliationResults } from './components/reconciliation-results';
import { readReconciliationParams, writeReconciliationParams } from './utils/reconciliation-params';

/**
 * The payment gateway's reconciliation (issue 38): the online payments of a span of days (the
 * last seven by default; the days in the address) seen only at Razorpay or only here, the money
 * to refund, and what the nightly check found. Read from the gateway each time it is opened.
 */
export function ReconciliationPage() {
  usePageTitle('Reconciliation');
  const [search, setSearch] = useSearchParams();
  const range = readReconciliationParams(search);
  const query = useReconciliation(range);
  const data = query.data;
  return (
    <div className="space-y-6">
      <AdminPageTitle title="Reconciliation">
        Online payments seen only at the payment gateway or only here, and money to refund.
      </AdminPageTitle>
      <div className="flex flex-wrap items-end gap-3">
        <DateRangeFilter
          idPrefix="reconciliation"
          labels={{ from: 'From', to: 'To' }}
          from={range.from ?? data?.from}
          to={range.to ?? data?.to}
          onRangeChange={(next) => setSearch(writeReconciliationParams(search, next), { replace: true })}
        />
      </div>
      {data && <NightlyCheckNote nightly={data.nightly} />}
      {query.isPending ? (
        <ListLoading label="Reading the gateway's payments..." centered />
      ) : query.isError && !data ? (
        <ListLoadFailed message={query.error.message} onRetry={() => void query.refetch()} />
      ) : data && !data.gatewayOn ? (
        <ListEmpty icon={CreditCard}>
          <p className="mt-3 text-base font-medium text-slate-800">Online payment is not set up</p>
          <p className="mt-1 max-w-prose text-sm text-slate-600">
            With Razorpay’s key id, key secret and webhook secret, saved in Settings → Payments or set in the server’s
            environment, payments made online are compared here with the gateway’s. Customers pay by UPI or bank
            transfer meanwhile.
          </p>
        </ListEmpty>
      ) : data ? (
        <ReconciliationResults data={data} />
      ) : null}
    </div>
  );
}
