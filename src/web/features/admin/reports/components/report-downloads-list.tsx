import { FileCode2, FileJson, FileSpreadsheet, FolderArchive, ReceiptIndianRupee, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PAGES } from '#shared/pages';
import { reportDownloads, type ReportDownloadId } from '../utils/report-downloads';
import { tdsRegisterParams, type ReportPeriod } from '../utils/report-periods';
import { ReportDownloadLink } from './report-download-link';

const ICONS: Record<ReportDownloadId, LucideIcon> = {
  'gstr1-json': FileJson,
  'gstr1-csv': FolderArchive,
  'sales-register': FileSpreadsheet,
  'receipts-register': FileSpreadsheet,
  tally: FileCode2,
  tds: ReceiptIndianRupee,
};

/** The period's files, one card each: what it is for the accountant, and its download. */
export function ReportDownloadsList({ period }: { period: ReportPeriod }) {
  const tdsRegisterHref = `${PAGES.adminTdsRegister.getHref()}?${new URLSearchParams(tdsRegisterParams(period)).toString()}`;
  return (
    <ul aria-label={`Downloads for ${period.label}`} className="grid gap-4 lg:grid-cols-2">
      {reportDownloads(period).map((download) => {
        const Icon = ICONS[download.id];
        return (
          <li
            key={download.id}
            className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
          >
            <div className="flex items-start gap-3">
              <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div className="min-w-0">
                <h3 className="text-base font-semibold text-brand-950">{download.title}</h3>
                <p className="mt-1 text-sm text-slate-600">{download.purpose}</p>
              </div>
            </div>
            <div className="mt-auto flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
              <ReportDownloadLink download={download} periodLabel={period.label} />
              {download.id === 'tds' && (
                <Link
                  to={tdsRegisterHref}
                  className="inline-flex min-h-11 items-center justify-center rounded-full px-4 text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
                >
                  Open the TDS register
                </Link>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
