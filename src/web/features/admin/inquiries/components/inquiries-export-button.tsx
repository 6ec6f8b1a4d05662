import { Download } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { Spinner } from '#web/components/ui/spinner';
import { useExportInquiriesCsv } from '../api/export-inquiries-csv';
import type { InquiryListParams } from '../utils/inquiry-list-params';

/** "Export CSV" of what the filters select; on a phone its icon alone (the name is still read). */
export function InquiriesExportButton({ params }: { params: InquiryListParams }) {
  const exportCsv = useExportInquiriesCsv();
  return (
    <Button
      variant="outline"
      size="sm"
      // aria-disabled, not disabled: a disabled button would drop the keyboard focus.
      aria-disabled={exportCsv.isPending}
      onClick={() => {
        if (!exportCsv.isPending) exportCsv.mutate(params);
      }}
      className="shrink-0 aria-disabled:cursor-wait aria-disabled:opacity-70 max-sm:size-9 max-sm:px-0"
    >
      {exportCsv.isPending ? <Spinner className="size-4" /> : <Download className="size-4" aria-hidden="true" />}
      <span className="max-sm:sr-only">{exportCsv.isPending ? 'Exporting...' : 'Export CSV'}</span>
    </Button>
  );
}
