import { Download } from 'lucide-react';
import type { MouseEvent } from 'react';
import { buttonClasses } from '#web/components/ui/button';
import { Spinner } from '#web/components/ui/spinner';
import { useDownloadReport } from '../api/download-report';
import type { ReportDownload } from '../utils/report-downloads';

/** A click the browser would open in a new tab or window, or save as: left to the browser. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A download's link: its `href` is the file's real address, with the period in it (it can be
 * copied, and names what it fetches); a plain click fetches it with the session's token, which the
 * API asks for, and saves it under the server's file name.
 */
export function ReportDownloadLink({ download, periodLabel }: { download: ReportDownload; periodLabel: string }) {
  const save = useDownloadReport();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (!save.isPending) save.mutate(download);
  };
  return (
    <a
      href={download.href}
      download={download.fallbackName}
      onClick={onClick}
      // The visible words first (what a voice user says), then which file of which period.
      aria-label={`Download ${download.format}: ${download.name}, ${periodLabel}`}
      aria-busy={save.isPending || undefined}
      className={buttonClasses({ variant: 'outline', className: 'w-full sm:w-auto' })}
    >
      {save.isPending ? <Spinner className="size-4" /> : <Download className="size-4" aria-hidden="true" />}
      Download {download.format}
    </a>
  );
}
