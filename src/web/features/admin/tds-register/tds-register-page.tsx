import { Download, FileSpreadsheet } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { formatRupeesWithPaise } from '#shared/money';
import { useWideList } from '#web/components/admin-list/use-wide-list';
import { AdminOnly } from '#web/components/layout/admin-only';
import { AdminPageTitle } from '#web/components/layout/admin-page-title';
import { Button } from '#web/components/ui/button';
import { ListEmpty, ListLoadFailed, ListLoading } from '#web/components/ui/list-states';
import { usePageTitle } from '#web/lib/use-head-meta';
import { useDownloadTdsCsv } from './api/download-tds-csv';
import { useTdsRegister } from './api/tds-register';
import { RegisterMonths } from './components/register-months';
import { RegisterPeriod } from './components/register-period';
import { RegisterCards, RegisterTable } from './components/register-table';
import { readRegisterParams, registerAddress, type RegisterParams } from './utils/register-params';

/**
 * The TDS register (issue 39, admins) at /admin/tds-register: every deduction from the artists' payouts
 * in a quarter (what the TDS statement is filed by) or a month (what each challan pays), the
 * month totals with their due dates, and the same as CSV for the accountant. Its sums are the
 * payout vouchers' to the paisa: the server adds them up.
 */
export function TdsRegisterPage() {
  usePageTitle('TDS register');
  return (
    <div className="space-y-6">
      <AdminPageTitle title="TDS register">
        Tax deducted from the artists’ payouts, by quarter or month, with the dates it is due.
      </AdminPageTitle>
      <AdminOnly
        page="adminTdsRegister"
        id="tds-admins-only"
        title="Only admins can read the TDS register"
        text="Each payout's TDS is on its booking's settlement and its voucher."
      >
        <TdsRegister />
      </AdminOnly>
    </div>
  );
}

function TdsRegister() {
  const [search, setSearch] = useSearchParams();
  const params = readRegisterParams(search);
  const register = useTdsRegister(params);
  const download = useDownloadTdsCsv();
  const wide = useWideList();
  const change = (next: RegisterParams) => setSearch(new URLSearchParams(registerAddress(next)), { replace: true });
  const data = register.data;

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-end sm:justify-between">
        <RegisterPeriod params={params} onChange={change} />
        <Button
          variant="outline"
          disabled={download.isPending || !data || data.rows.length === 0}
          onClick={() => download.mutate(params)}
        >
          <Download className="size-4" aria-hidden="true" />
          Download CSV
        </Button>
      </div>
      {register.isPending ? (
        <ListLoading label="Loading the register..." centered />
      ) : register.isError && !data ? (
        <ListLoadFailed message="Failed to load the TDS register" onRetry={() => void register.refetch()} />
      ) : data && data.rows.length === 0 ? (
        <ListEmpty icon={FileSpreadsheet}>
          <p className="mt-3 text-base font-medium text-slate-800">No TDS deducted in this period</p>
          <p className="mt-1 max-w-prose text-sm text-slate-600">
            Payouts recorded on a booking appear here with the tax deducted from them.
          </p>
        </ListEmpty>
      ) : data ? (
        <>
          <section aria-labelledby="tds-rows-heading">
            <h2 id="tds-rows-heading" className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="text-lg font-semibold text-brand-950">
                {data.rows.length} {data.rows.length === 1 ? 'deduction' : 'deductions'}
              </span>
              <span className="text-sm font-semibold text-slate-700 tabular-nums">
                {data.periodLabel}: TDS {formatRupeesWithPaise(data.totals.tdsPaise)}
              </span>
            </h2>
            {wide ? (
              <RegisterTable rows={data.rows} busy={register.isPlaceholderData} />
            ) : (
              <RegisterCards rows={data.rows} />
            )}
          </section>
          <RegisterMonths months={data.months} />
        </>
      ) : null}
    </div>
  );
}
