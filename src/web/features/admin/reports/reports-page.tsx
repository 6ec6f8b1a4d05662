import { History, Settings } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { formatDate } from '#shared/format';
import { PAGES } from '#shared/pages';
import { AdminOnly } from '#web/components/layout/admin-only';
import { AdminPageTitle } from '#web/components/layout/admin-page-title';
import { usePageTitle } from '#web/lib/use-head-meta';
import { ReportDownloadsList } from './components/report-downloads-list';
import { ReportPeriodSelect } from './components/report-period-select';
import { periodAddress, readReportPeriod, type ReportPeriod } from './utils/report-periods';

/**
 * Reports (issue 40, admins) at /admin/reports: the accountant's pack for a month or a quarter
 * (`?period=2026-11` or `?quarter=2026-27-Q3`, last month by default): the GSTR-1 return as the
 * portal takes it and as the offline tool's CSVs, the sales and receipts registers, the Tally
 * vouchers and the TDS register. Each file is built by the server from the documents as issued.
 */
export function ReportsPage() {
  usePageTitle('Reports');
  return (
    <div className="space-y-6">
      <AdminPageTitle title="Reports">
        What the accountant files and imports: the GST return, the registers and the Tally vouchers, by month or
        quarter.
      </AdminPageTitle>
      <AdminOnly
        page="adminReports"
        id="reports-admins-only"
        title="Only admins can download the reports"
        text="Ask an admin for the month's return or registers."
      >
        <Reports />
      </AdminOnly>
    </div>
  );
}

export function Reports({ today }: { today?: string }) {
  const [search, setSearch] = useSearchParams();
  const period = readReportPeriod(search, today);
  const change = (next: ReportPeriod) => setSearch(new URLSearchParams(periodAddress(next)), { replace: true });
  return (
    <div className="space-y-6">
      <ReportPeriodSelect period={period} onChange={change} today={today} />
      <section aria-labelledby="report-downloads-heading" className="space-y-4">
        <div>
          <h2 id="report-downloads-heading" className="text-lg font-semibold text-brand-950">
            {period.label}
          </h2>
          <p className="text-sm text-slate-600">
            {formatDate(period.from)} to {formatDate(period.to)} · return period {period.fp} on the GST portal
          </p>
        </div>
        <ReportDownloadsList period={period} />
      </section>
      <div className="space-y-2 rounded-2xl bg-slate-50 p-4 text-sm text-slate-700 ring-1 ring-slate-200">
        <p className="flex items-start gap-2">
          <History className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
          <span>
            Each download is recorded in the{' '}
            <Link to={PAGES.adminAudit.getHref()} className="font-medium text-brand-800 underline underline-offset-2">
              audit log
            </Link>{' '}
            with your name and the period.
          </span>
        </p>
        <p className="flex items-start gap-2">
          <Settings className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
          <span>
            The Tally vouchers post to the ledger names in{' '}
            <Link
              to={`${PAGES.adminSettings.getHref()}?tab=ledgers`}
              className="font-medium text-brand-800 underline underline-offset-2"
            >
              Settings → Tally ledgers
            </Link>
            .
          </span>
        </p>
      </div>
    </div>
  );
}
