import { ChevronDown, Download, SlidersHorizontal } from 'lucide-react';
import { INQUIRY_STATUSES, QUOTE_FILTERS, type InquiryStatus, type QuoteFilter } from '#shared/constants';
import { Button } from '#web/components/ui/button';
import { SearchField } from '#web/components/ui/search-field';
import { Select } from '#web/components/ui/select';
import { Spinner } from '#web/components/ui/spinner';
import { useExportInquiriesCsv } from '../api/export-inquiries-csv';
import { useWideList } from '#web/components/admin-list/use-wide-list';
import type { InquiryListParams } from '../utils/inquiry-list-params';
import { InquiryDeskFilters } from './inquiry-desk-filters';

interface InquiriesToolbarProps {
  params: InquiryListParams;
  searchText: string;
  onSearchTextChange: (text: string) => void;
  onStatusChange: (status: InquiryStatus | undefined) => void;
  onChange: (change: Partial<InquiryListParams>) => void;
}

const STATUS_LABELS: Record<InquiryStatus, string> = {
  pending: 'Pending',
  contacted: 'Contacted',
  confirmed: 'Confirmed',
  rejected: 'Rejected',
};

const QUOTE_FILTER_LABELS: Record<QuoteFilter, string> = {
  none: 'No quote',
  draft: 'Draft',
  sent: 'Sent',
  viewed: 'Viewed',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
};

/** Search, status, quote and desk filters, the order, and the CSV export of what they select. */
export function InquiriesToolbar({
  params,
  searchText,
  onSearchTextChange,
  onStatusChange,
  onChange,
}: InquiriesToolbarProps) {
  const exportCsv = useExportInquiriesCsv();
  const wide = useWideList();
  const deskFilterCount = [params.assignee, params.clock, params.kind, params.eventFrom, params.eventTo].filter(
    Boolean,
  ).length;
  return (
    <search
      aria-label="Inquiries"
      className="block space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm shadow-brand-900/5"
    >
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
        <div className="grid flex-1 gap-3 sm:grid-cols-2 sm:items-center xl:grid-cols-[minmax(0,1fr)_auto_auto]">
          <SearchField
            id="inquiry-search"
            label="Search inquiries"
            placeholder="Search inquiries..."
            value={searchText}
            onValueChange={onSearchTextChange}
            className="sm:col-span-2 xl:col-span-1"
          />
          <div className="flex items-center gap-3">
            <label htmlFor="inquiry-status-filter" className="text-sm font-medium whitespace-nowrap text-slate-800">
              Status
            </label>
            <Select
              id="inquiry-status-filter"
              value={params.status ?? 'all'}
              onChange={(event) => onStatusChange(INQUIRY_STATUSES.find((status) => status === event.target.value))}
              className="min-w-40 flex-1"
            >
              <option value="all">All</option>
              {INQUIRY_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {STATUS_LABELS[status]}
                </option>
              ))}
            </Select>
          </div>
          <div className="flex items-center gap-3">
            <label htmlFor="inquiry-quote-filter" className="text-sm font-medium whitespace-nowrap text-slate-800">
              Quote
            </label>
            <Select
              id="inquiry-quote-filter"
              value={params.quote ?? 'all'}
              onChange={(event) => onChange({ quote: QUOTE_FILTERS.find((quote) => quote === event.target.value) })}
              className="min-w-40 flex-1"
            >
              <option value="all">All quotes</option>
              {QUOTE_FILTERS.map((quote) => (
                <option key={quote} value={quote}>
                  {QUOTE_FILTER_LABELS[quote]}
                </option>
              ))}
            </Select>
          </div>
        </div>
        <Button
          variant="outline"
          // aria-disabled, not disabled: a disabled button would drop the keyboard focus.
          aria-disabled={exportCsv.isPending}
          onClick={() => {
            if (!exportCsv.isPending) exportCsv.mutate(params);
          }}
          className="aria-disabled:cursor-wait aria-disabled:opacity-70 sm:self-end lg:self-auto"
        >
          {exportCsv.isPending ? <Spinner className="size-4" /> : <Download className="size-4" aria-hidden="true" />}
          {exportCsv.isPending ? 'Exporting...' : 'Export CSV'}
        </Button>
      </div>
      {wide ? (
        <InquiryDeskFilters params={params} onChange={onChange} />
      ) : (
        // On a phone the desk's filters fold away, open while any of them narrows the list.
        <details open={deskFilterCount > 0 || undefined} className="group">
          <summary className="flex cursor-pointer list-none items-center gap-2 rounded-lg py-1 text-sm font-medium text-brand-800 [&::-webkit-details-marker]:hidden">
            <SlidersHorizontal className="size-4" aria-hidden="true" />
            More filters and sort{deskFilterCount > 0 ? ` (${deskFilterCount} on)` : ''}
            <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden="true" />
          </summary>
          <div className="mt-3">
            <InquiryDeskFilters params={params} onChange={onChange} />
          </div>
        </details>
      )}
    </search>
  );
}
