import { FILTER_LABEL_CLASSES } from '#web/components/admin-list/filter-field';
import { FiltersSheet } from '#web/components/ui/filters-sheet';
import { SearchField } from '#web/components/ui/search-field';
import { activeFilterCount, type InquiryListParams } from '../utils/inquiry-list-params';
import { InquiryDeskFilters } from './inquiry-desk-filters';

interface InquiriesToolbarProps {
  params: InquiryListParams;
  searchText: string;
  onSearchTextChange: (text: string) => void;
  onChange: (change: Partial<InquiryListParams>) => void;
}

/**
 * The list's one filter bar: the search and every filter, each under the same small label, in
 * two rows from 1024 px. Below that the filters fold into a "Filters" button saying how many are
 * set (a sheet from the screen's foot), so a phone's first screen is the search and the results.
 */
export function InquiriesToolbar({ params, searchText, onSearchTextChange, onChange }: InquiriesToolbarProps) {
  return (
    <search
      aria-label="Inquiries"
      className="block lg:rounded-2xl lg:border lg:border-slate-200 lg:bg-white lg:p-4 lg:shadow-sm lg:shadow-brand-900/5"
    >
      {/* On a phone: the search, then the Filters button. From lg one grid of five columns, in
          which the sheet and its inner list dissolve (display: contents) so each filter is a cell. */}
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-2 lg:grid-cols-5 lg:gap-3 lg:[&>[popover]]:contents">
        <SearchField
          id="inquiry-search"
          // "Search" on screen like the filters' labels; "Search inquiries" read out.
          label={
            <>
              Search<span className="sr-only"> inquiries</span>
            </>
          }
          labelClassName={`mb-1 block max-lg:sr-only ${FILTER_LABEL_CLASSES}`}
          placeholder="Search inquiries..."
          value={searchText}
          onValueChange={onSearchTextChange}
          className="min-w-0 lg:col-span-2"
        />
        <FiltersSheet
          id="inquiry-filters"
          count={activeFilterCount(params)}
          inlineFrom="lg"
          className="grid grid-cols-2 gap-3 lg:contents"
        >
          <InquiryDeskFilters params={params} onChange={onChange} />
        </FiltersSheet>
      </div>
    </search>
  );
}
