import type { Db } from '#server/db/client';
import { recordAudit } from '#server/audit/audit-log';
import type { Actor } from '#server/lib/actor';

/*
 * Every download of the accountant's pack is in the audit log (issue 40): who took which report
 * of which period. The action names the report (`gstr1_downloaded`, `sales_register_downloaded`,
 * `receipts_register_downloaded`; Tally's `tally_downloaded`), the subject the report and the
 * period (`gstr1:2026-11`, "GSTR-1, November 2026"), `after` the period and the format.
 */

export type ReportDownloadAction =
  'gstr1_downloaded' | 'sales_register_downloaded' | 'receipts_register_downloaded' | 'tally_downloaded';

export interface ReportDownload {
  action: ReportDownloadAction;
  /** `gstr1:2026-11`, `sales-register:2026-11-01..2026-11-30`. */
  subjectId: string;
  /** "GSTR-1, November 2026". */
  subjectLabel: string;
  /** The period asked for and the file's format. */
  details: { from: string; to: string; format: string };
}

/** Records a report's download by `actor`. */
export async function recordReportDownload(db: Db, actor: Actor, download: ReportDownload): Promise<void> {
  await recordAudit(db, actor, {
    kind: 'report',
    action: download.action,
    subjectId: download.subjectId,
    subjectLabel: download.subjectLabel,
    before: null,
    after: download.details,
  });
}
